CREATE TABLE "sport_player_stake_factors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"factor_basis_points" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_player_stake_factors_range" CHECK ("sport_player_stake_factors"."factor_basis_points" BETWEEN 100 AND 100000)
);
--> statement-breakpoint
CREATE TABLE "sport_selection_liability" (
	"selection_id" uuid PRIMARY KEY NOT NULL,
	"market_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"returns" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_selection_liability_not_negative" CHECK ("sport_selection_liability"."stakes" >= 0 AND "sport_selection_liability"."returns" >= 0 AND "sport_selection_liability"."bet_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "liability_limit" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_selection_liability" ADD CONSTRAINT "sport_selection_liability_selection_id_sport_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sport_selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selection_liability" ADD CONSTRAINT "sport_selection_liability_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selection_liability" ADD CONSTRAINT "sport_selection_liability_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_selection_liability_market_idx" ON "sport_selection_liability" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sport_selection_liability_event_idx" ON "sport_selection_liability" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sport_bets_created_idx" ON "sport_bets" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_liability_limit_positive" CHECK ("sport_markets"."liability_limit" > 0);--> statement-breakpoint
-- hand-written: the exposure of the bets already open when the table arrives, as placement would have kept it.
INSERT INTO sport_selection_liability (selection_id, market_id, event_id, stakes, returns, bet_count)
SELECT l.selection_id, l.market_id, l.event_id, sum(b.stake), sum(b.potential_return), count(*)
  FROM sport_bet_legs l
  JOIN sport_bets b ON b.id = l.bet_id
 WHERE b.status = 'open'
 GROUP BY l.selection_id, l.market_id, l.event_id;
