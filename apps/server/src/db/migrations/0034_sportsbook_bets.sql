CREATE TABLE "sport_bet_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"selection_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"market_version" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sport_bet_legs_price_above_one" CHECK ("sport_bet_legs"."price" > 1000),
	CONSTRAINT "sport_bet_legs_status_known" CHECK ("sport_bet_legs"."status" IN ('open', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"stake" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"odds_policy" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"stake_transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_type_known" CHECK ("sport_bets"."type" IN ('single', 'accumulator')),
	CONSTRAINT "sport_bets_status_known" CHECK ("sport_bets"."status" IN ('open', 'won', 'lost', 'void', 'cashed_out')),
	CONSTRAINT "sport_bets_odds_policy_known" CHECK ("sport_bets"."odds_policy" IN ('none', 'higher', 'any')),
	CONSTRAINT "sport_bets_stake_positive" CHECK ("sport_bets"."stake" > 0),
	CONSTRAINT "sport_bets_amounts_not_negative" CHECK ("sport_bets"."potential_return" >= 0 AND "sport_bets"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_bet_id_sport_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sport_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_selection_id_sport_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sport_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_bet_legs" ADD CONSTRAINT "sport_bet_legs_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_bet_position_idx" ON "sport_bet_legs" USING btree ("bet_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_bet_event_idx" ON "sport_bet_legs" USING btree ("bet_id","event_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_selection_idx" ON "sport_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_market_idx" ON "sport_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_event_idx" ON "sport_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_user_key_idx" ON "sport_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sport_bets_user_created_idx" ON "sport_bets" USING btree ("user_id","created_at");