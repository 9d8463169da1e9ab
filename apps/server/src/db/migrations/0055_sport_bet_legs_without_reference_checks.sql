ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_selection_id_sport_selections_id_fk";
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_market_id_sport_markets_id_fk";
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_event_id_sport_events_id_fk";
--> statement-breakpoint
DROP INDEX "sport_bet_legs_selection_idx";--> statement-breakpoint
-- In place of the three foreign keys: an event, market or selection a bet leg names cannot be deleted (the book
-- never deletes one; a cancelled event or a voided market keeps its row). A deletion locks the row first, so it
-- waits for a placement holding the event or market FOR SHARE (lock-bet-legs.ts) and then sees its legs; a
-- selection's deletion locks its market for the same reason, since a placement does not lock selections.
CREATE FUNCTION sport_book_keep_bet_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sport_events' THEN
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
CREATE TRIGGER sport_events_keep_bet_references
  BEFORE DELETE ON sport_events
  FOR EACH ROW EXECUTE FUNCTION sport_book_keep_bet_references();
--> statement-breakpoint
CREATE TRIGGER sport_markets_keep_bet_references
  BEFORE DELETE ON sport_markets
  FOR EACH ROW EXECUTE FUNCTION sport_book_keep_bet_references();
--> statement-breakpoint
CREATE TRIGGER sport_selections_keep_bet_references
  BEFORE DELETE ON sport_selections
  FOR EACH ROW EXECUTE FUNCTION sport_book_keep_bet_references();
--> statement-breakpoint
-- TRUNCATE skips row triggers, as it skipped nothing with the foreign keys in place: refused while legs exist.
CREATE FUNCTION sport_book_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sport_bet_legs) THEN
    RAISE EXCEPTION '% is named by bets: TRUNCATE refused', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sport_events_no_truncate_under_bets
  BEFORE TRUNCATE ON sport_events
  FOR EACH STATEMENT EXECUTE FUNCTION sport_book_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER sport_markets_no_truncate_under_bets
  BEFORE TRUNCATE ON sport_markets
  FOR EACH STATEMENT EXECUTE FUNCTION sport_book_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER sport_selections_no_truncate_under_bets
  BEFORE TRUNCATE ON sport_selections
  FOR EACH STATEMENT EXECUTE FUNCTION sport_book_refuse_truncate();
