ALTER TABLE "crash_rounds" ALTER COLUMN "crash_point" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "crash_rounds" ALTER COLUMN "cap_multiplier" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "game_bets" ALTER COLUMN "multiplier" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "game_bets" ALTER COLUMN "auto_cashout" SET DATA TYPE bigint;