ALTER TABLE "sport_bets" DROP CONSTRAINT "sport_bets_status_known";--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "decide_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "sport_competitions" ADD COLUMN "bet_delay_ms" integer;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports" ADD COLUMN "bet_delay_ms" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
CREATE INDEX "sport_bets_pending_idx" ON "sport_bets" USING btree ("decide_at") WHERE "sport_bets"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_pending_decides" CHECK (("sport_bets"."status" <> 'pending' OR "sport_bets"."decide_at" IS NOT NULL) AND (("sport_bets"."status" = 'refused') = ("sport_bets"."refusal" IS NOT NULL)));--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_status_known" CHECK ("sport_bets"."status" IN ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused'));--> statement-breakpoint
ALTER TABLE "sport_competitions" ADD CONSTRAINT "sport_competitions_bet_delay_range" CHECK ("sport_competitions"."bet_delay_ms" IS NULL OR "sport_competitions"."bet_delay_ms" BETWEEN 0 AND 30000);--> statement-breakpoint
ALTER TABLE "sports" ADD CONSTRAINT "sports_bet_delay_range" CHECK ("sports"."bet_delay_ms" BETWEEN 0 AND 30000);--> statement-breakpoint
-- hand-written: when a market, or one of its selections, becomes suspended, the market keeps the moment. It is the
-- clock's time at the change, not the transaction's start: a suspension that waited for a bet's locks is stamped
-- after that bet, so an in-play bet still in its delay sees it (decide-pending-bets.ts).
CREATE FUNCTION sport_markets_stamp_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'suspended' AND OLD.status IS DISTINCT FROM 'suspended' THEN
    NEW.suspended_at := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sport_markets_stamp_suspension BEFORE UPDATE ON sport_markets
  FOR EACH ROW EXECUTE FUNCTION sport_markets_stamp_suspension();--> statement-breakpoint
CREATE OR REPLACE FUNCTION sport_selection_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'suspended' AND OLD.status IS DISTINCT FROM 'suspended' THEN
    UPDATE sport_markets SET version = version + 1, updated_at = now(), suspended_at = clock_timestamp()
      WHERE id = NEW.market_id;
  ELSIF NEW.price IS DISTINCT FROM OLD.price OR NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE sport_markets SET version = version + 1, updated_at = now() WHERE id = NEW.market_id;
  END IF;
  RETURN NULL;
END;
$$;
