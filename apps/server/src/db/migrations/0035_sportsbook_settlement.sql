ALTER TABLE "sport_bet_legs" DROP CONSTRAINT "sport_bet_legs_status_known";--> statement-breakpoint
ALTER TABLE "sport_selections" DROP CONSTRAINT "sport_selections_status_known";--> statement-breakpoint
ALTER TABLE "sport_selections" ADD COLUMN "places_paid" integer;--> statement-breakpoint
ALTER TABLE "sport_selections" ADD COLUMN "tied_count" integer;--> statement-breakpoint
CREATE INDEX "sport_bet_legs_open_idx" ON "sport_bet_legs" USING btree ("bet_id") WHERE "sport_bet_legs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sport_bets_open_idx" ON "sport_bets" USING btree ("id") WHERE "sport_bets"."status" = 'open';--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_status_known" CHECK ("sport_bet_legs"."status" IN ('open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'));--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_dead_heat_share" CHECK (("sport_selections"."status" = 'dead_heat') = ("sport_selections"."places_paid" IS NOT NULL AND "sport_selections"."tied_count" IS NOT NULL AND 1 <= "sport_selections"."places_paid" AND "sport_selections"."places_paid" < "sport_selections"."tied_count"));--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_status_known" CHECK ("sport_selections"."status" IN ('open', 'suspended', 'won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'));