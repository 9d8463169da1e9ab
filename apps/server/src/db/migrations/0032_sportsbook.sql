CREATE TABLE "sport_competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport_slug" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"country" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"external_source" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_competitions_id_sport_key" UNIQUE("id","sport_slug"),
	CONSTRAINT "sport_competitions_status_known" CHECK ("sport_competitions"."status" IN ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" uuid NOT NULL,
	"sport_slug" text NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"external_source" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_events_status_known" CHECK ("sport_events"."status" IN ('scheduled', 'live', 'ended', 'postponed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"template" text NOT NULL,
	"name" jsonb NOT NULL,
	"period" text DEFAULT 'match' NOT NULL,
	"line" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"external_source" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_markets_status_known" CHECK ("sport_markets"."status" IN ('open', 'suspended', 'closed', 'settled')),
	CONSTRAINT "sport_markets_period_known" CHECK ("sport_markets"."period" IN ('match', 'first_half', 'first_innings', 'series')),
	CONSTRAINT "sport_markets_version_positive" CHECK ("sport_markets"."version" >= 1),
	CONSTRAINT "sport_markets_limits_positive" CHECK ("sport_markets"."max_stake" > 0 AND "sport_markets"."max_payout" >= "sport_markets"."max_stake")
);
--> statement-breakpoint
CREATE TABLE "sport_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_selections_price_above_one" CHECK ("sport_selections"."price" > 1000),
	CONSTRAINT "sport_selections_status_known" CHECK ("sport_selections"."status" IN ('open', 'suspended', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_status_known" CHECK ("sports"."status" IN ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "sport_competitions" ADD CONSTRAINT "sport_competitions_sport_slug_sports_slug_fk" FOREIGN KEY ("sport_slug") REFERENCES "public"."sports"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_events" ADD CONSTRAINT "sport_events_competition_fk" FOREIGN KEY ("competition_id","sport_slug") REFERENCES "public"."sport_competitions"("id","sport_slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_selections" ADD CONSTRAINT "sport_selections_market_id_sport_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sport_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_competitions_external_idx" ON "sport_competitions" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_competitions_sport_slug_idx" ON "sport_competitions" USING btree ("sport_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_events_external_idx" ON "sport_events" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE INDEX "sport_events_sport_upcoming_idx" ON "sport_events" USING btree ("sport_slug","status","starts_at");--> statement-breakpoint
CREATE INDEX "sport_events_competition_idx" ON "sport_events" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_markets_external_idx" ON "sport_markets" USING btree ("external_source","external_id");--> statement-breakpoint
CREATE INDEX "sport_markets_event_idx" ON "sport_markets" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_selections_market_code_idx" ON "sport_selections" USING btree ("market_id","code");--> statement-breakpoint
CREATE INDEX "sport_selections_market_order_idx" ON "sport_selections" USING btree ("market_id","position");--> statement-breakpoint
CREATE INDEX "sports_position_idx" ON "sports" USING btree ("position");