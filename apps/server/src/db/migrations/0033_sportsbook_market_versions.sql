-- A market's version moves with every change a bet could have priced differently: its status or line, and any of
-- its selections' prices or statuses, whoever writes them (a feed, the back office, hand-run SQL). An update that
-- changes nothing (a feed re-sending the same price) leaves it alone.
CREATE FUNCTION sport_market_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.line IS DISTINCT FROM OLD.line THEN
    NEW.version := OLD.version + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sport_markets_version BEFORE UPDATE ON sport_markets
  FOR EACH ROW EXECUTE FUNCTION sport_market_version_bump();
--> statement-breakpoint
CREATE FUNCTION sport_selection_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE sport_markets SET version = version + 1, updated_at = now() WHERE id = NEW.market_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sport_selections_version AFTER UPDATE ON sport_selections
  FOR EACH ROW EXECUTE FUNCTION sport_selection_version_bump();
