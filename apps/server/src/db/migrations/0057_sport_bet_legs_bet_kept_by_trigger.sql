ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk";
--> statement-breakpoint
-- In place of the key (decision 19, as for the leg's event, market and selection in migration 0055): a leg is
-- written by the statement that writes its bet (write-sport-bet.ts), so its bet always exists, and a bet a leg
-- names cannot be deleted. A bet is not seen by another transaction before its legs are, so no lock is needed.
CREATE OR REPLACE FUNCTION sport_book_keep_bet_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sport_bets' THEN
    IF EXISTS (SELECT 1 FROM sport_bet_legs WHERE bet_id = OLD.id) THEN
      RAISE EXCEPTION 'sport bet % has legs: delete refused', OLD.id USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'sport_events' THEN
    IF EXISTS (SELECT 1 FROM sport_bet_legs WHERE event_id = OLD.id) THEN
      RAISE EXCEPTION 'sport event % is named by a bet: delete refused', OLD.id USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSIF TG_TABLE_NAME = 'sport_markets' THEN
    IF EXISTS (SELECT 1 FROM sport_bet_legs WHERE market_id = OLD.id) THEN
      RAISE EXCEPTION 'sport market % is named by a bet: delete refused', OLD.id USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSE
    PERFORM 1 FROM sport_markets WHERE id = OLD.market_id FOR NO KEY UPDATE;
    IF EXISTS (SELECT 1 FROM sport_bet_legs WHERE market_id = OLD.market_id AND selection_id = OLD.id) THEN
      RAISE EXCEPTION 'sport selection % is named by a bet: delete refused', OLD.id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sport_bets_keep_bet_references
  BEFORE DELETE ON sport_bets
  FOR EACH ROW EXECUTE FUNCTION sport_book_keep_bet_references();
--> statement-breakpoint
CREATE TRIGGER sport_bets_no_truncate_under_bets
  BEFORE TRUNCATE ON sport_bets
  FOR EACH STATEMENT EXECUTE FUNCTION sport_book_refuse_truncate();
