DROP INDEX "sport_bet_legs_market_idx";--> statement-breakpoint
CREATE INDEX "sport_bet_legs_market_bet_idx" ON "sport_bet_legs" USING btree ("market_id","bet_id");