ALTER TABLE "crash_chains" ALTER COLUMN "salt" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_rounds" ALTER COLUMN "crash_point" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "salt_client_seeds" jsonb;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "client_seed" text;--> statement-breakpoint
-- The chains made so far have a salt the server drew: they end now, and the next round starts a chain whose salt
-- comes from its first round's bets (a round already under way still finishes on its own chain).
UPDATE "crash_chains" SET "ended_at" = now() WHERE "ended_at" IS NULL;
