-- A statement that refuses by raising, not by a check after it: the last statement of a transaction committed with
-- it in one round trip (runFinalStatement) must roll everything back itself. The reason is the error's message, a
-- contracts error code, under SQLSTATE P0001 (raise_exception); VOLATILE, so it runs only where a CASE reaches it.
CREATE FUNCTION khela_refuse(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = reason, ERRCODE = 'raise_exception';
END;
$$;
