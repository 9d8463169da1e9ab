ALTER TABLE "game_bets" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;