CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"terminal_seed" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_commitment_unique" UNIQUE("commitment")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"round_number" integer NOT NULL,
	"seed" text NOT NULL,
	"crash_point" integer NOT NULL,
	"edge_bps" smallint NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"betting_ends_at" timestamp (3) with time zone NOT NULL,
	"cap_multiplier" integer,
	"crashed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_chain_round_unique" UNIQUE("chain_id","round_number"),
	CONSTRAINT "crash_rounds_phase_known" CHECK ("crash_rounds"."phase" IN ('betting', 'running', 'crashed'))
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"edges_bps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_nonce_not_negative" CHECK ("fair_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"multiplier" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"edge_bps" smallint NOT NULL,
	"seed_id" uuid,
	"nonce" integer,
	"round_id" bigint,
	"slot" smallint,
	"auto_cashout" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_bets_status_known" CHECK ("game_bets"."status" IN ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "game_bets_stake_positive" CHECK ("game_bets"."stake" > 0),
	CONSTRAINT "game_bets_payout_not_negative" CHECK ("game_bets"."payout" >= 0),
	CONSTRAINT "game_bets_seeded_or_round" CHECK (("game_bets"."game" = 'crash') = ("game_bets"."round_id" IS NOT NULL AND "game_bets"."slot" IS NOT NULL)
        AND ("game_bets"."game" = 'crash') = ("game_bets"."seed_id" IS NULL AND "game_bets"."nonce" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "original_game" text;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crash_rounds_phase_idx" ON "crash_rounds" USING btree ("phase");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_one_active_idx" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_bets_user_idx" ON "game_bets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_bets_game_created_idx" ON "game_bets" USING btree ("game","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_bets_created_idx" ON "game_bets" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_bets_round_idx" ON "game_bets" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_seed_nonce_idx" ON "game_bets" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_round_slot_idx" ON "game_bets" USING btree ("round_id","user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_one_open_mines_idx" ON "game_bets" USING btree ("user_id") WHERE "game_bets"."game" = 'mines' AND "game_bets"."status" = 'open';--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_original_game_known" CHECK ("games"."original_game" IS NULL OR "games"."original_game" IN ('crash', 'dice', 'mines', 'heads_tails', 'limbo'));