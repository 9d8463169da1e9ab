CREATE TABLE "sport_bet_cash_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"stake_part" bigint NOT NULL,
	"offer" bigint NOT NULL,
	"is_full" boolean NOT NULL,
	"is_automatic" boolean DEFAULT false NOT NULL,
	"priced_at" jsonb NOT NULL,
	"transfer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_bet_cash_outs_amount_positive" CHECK ("sport_bet_cash_outs"."amount" > 0 AND "sport_bet_cash_outs"."offer" >= "sport_bet_cash_outs"."amount"),
	CONSTRAINT "sport_bet_cash_outs_stake_part_positive" CHECK ("sport_bet_cash_outs"."stake_part" > 0)
);
--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cashed_out_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cashed_out_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "auto_cash_out_at" bigint;--> statement-breakpoint
ALTER TABLE "sport_bet_cash_outs" ADD CONSTRAINT "sport_bet_cash_outs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_cash_outs_bet_idx" ON "sport_bet_cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_cash_outs_bet_key_idx" ON "sport_bet_cash_outs" USING btree ("bet_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sport_bets_auto_cash_out_idx" ON "sport_bets" USING btree ("id") WHERE "sport_bets"."status" = 'open' AND "sport_bets"."auto_cash_out_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_cashed_out_stake" CHECK ("sport_bets"."cashed_out_stake" >= 0 AND "sport_bets"."cashed_out_stake" <= "sport_bets"."stake" AND "sport_bets"."cashed_out_stake" % "sport_bets"."line_count" = 0 AND "sport_bets"."cashed_out_amount" >= 0);--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_auto_cash_out_positive" CHECK ("sport_bets"."auto_cash_out_at" IS NULL OR "sport_bets"."auto_cash_out_at" > 0);