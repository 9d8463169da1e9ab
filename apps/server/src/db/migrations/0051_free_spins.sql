CREATE TABLE "bonus_free_round_wins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_ref" text NOT NULL,
	"round_ref" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" uuid,
	"request_hash" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_free_rounds" (
	"grant_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_slug" text NOT NULL,
	"game_title" text NOT NULL,
	"currency" text NOT NULL,
	"count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"provider_status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_free_rounds_played_range" CHECK ("bonus_free_rounds"."played" >= 0 AND "bonus_free_rounds"."played" <= "bonus_free_rounds"."count")
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" DROP CONSTRAINT "bonus_grants_amount_positive";--> statement-breakpoint
ALTER TABLE "bonus_free_round_wins" ADD CONSTRAINT "bonus_free_round_wins_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_free_rounds" ADD CONSTRAINT "bonus_free_rounds_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_free_round_wins_ref_unique" ON "bonus_free_round_wins" USING btree ("provider_code","transaction_ref");--> statement-breakpoint
CREATE INDEX "bonus_free_round_wins_grant_idx" ON "bonus_free_round_wins" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "bonus_free_rounds_pending_idx" ON "bonus_free_rounds" USING btree ("next_attempt_at") WHERE "bonus_free_rounds"."provider_status" = 'pending';--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_amount_not_negative" CHECK ("bonus_grants"."amount" >= 0);