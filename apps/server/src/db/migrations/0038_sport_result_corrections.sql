CREATE TABLE "sport_bet_resettlements" (
	"correction_id" uuid NOT NULL,
	"bet_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"previous_payout" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_bet_resettlements_correction_id_bet_id_pk" PRIMARY KEY("correction_id","bet_id"),
	CONSTRAINT "sport_bet_resettlements_amounts" CHECK ("sport_bet_resettlements"."previous_payout" >= 0 AND "sport_bet_resettlements"."payout" >= 0 AND "sport_bet_resettlements"."unrecovered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_result_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"status" text NOT NULL,
	"previous" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "sport_result_corrections_status_known" CHECK ("sport_result_corrections"."status" IN ('pending', 'rejected', 'applying', 'applied')),
	CONSTRAINT "sport_result_corrections_decided" CHECK (("sport_result_corrections"."status" = 'pending') = ("sport_result_corrections"."decided_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "sport_bet_resettlements" ADD CONSTRAINT "sport_bet_resettlements_correction_id_sport_result_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."sport_result_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_resettlements" ADD CONSTRAINT "sport_bet_resettlements_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_result_corrections" ADD CONSTRAINT "sport_result_corrections_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bet_resettlements_bet_idx" ON "sport_bet_resettlements" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_result_corrections_one_open_idx" ON "sport_result_corrections" USING btree ("market_id") WHERE "sport_result_corrections"."status" IN ('pending', 'applying');--> statement-breakpoint
CREATE INDEX "sport_result_corrections_market_idx" ON "sport_result_corrections" USING btree ("market_id","created_at");