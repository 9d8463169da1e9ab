ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk";
--> statement-breakpoint
-- In place of the key (decision 21; as migration 0055 did for the leg's event, market and selection): a leg is
-- written by the statement that writes its bet (write-sport-bet.ts), so its bet always exists, and a bet a leg
-- names cannot be deleted. A bet is not seen by another transaction before its legs are, so no lock is needed.
CREATE FUNCTION sport_bets_keep_legs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sport_bet_legs WHERE bet_id = OLD.id) THEN
    RAISE EXCEPTION 'sport bet % has legs: delete refused', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sport_bets_keep_legs
  BEFORE DELETE ON sport_bets
  FOR EACH ROW EXECUTE FUNCTION sport_bets_keep_legs();
--> statement-breakpoint
CREATE TRIGGER sport_bets_no_truncate_under_bets
  BEFORE TRUNCATE ON sport_bets
  FOR EACH STATEMENT EXECUTE FUNCTION sport_book_refuse_truncate();
