CREATE TABLE "sport_feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"http_status" integer,
	"error_detail" text,
	CONSTRAINT "sport_feed_runs_status_known" CHECK ("sport_feed_runs"."status" IN ('succeeded', 'failed')),
	CONSTRAINT "sport_feed_runs_trigger_known" CHECK ("sport_feed_runs"."trigger" IN ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "sport_feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"poll_interval_minutes" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_feed_sources_status_known" CHECK ("sport_feed_sources"."status" IN ('active', 'paused')),
	CONSTRAINT "sport_feed_sources_interval_range" CHECK ("sport_feed_sources"."poll_interval_minutes" BETWEEN 1 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "sport_events" ADD COLUMN "squads" jsonb DEFAULT '{"home":[],"away":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "squad_side" text;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "player_key" text;--> statement-breakpoint
ALTER TABLE "sport_feed_runs" ADD CONSTRAINT "sport_feed_runs_source_id_sport_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sport_feed_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_feed_runs_source_idx" ON "sport_feed_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE INDEX "sport_feed_sources_due_idx" ON "sport_feed_sources" USING btree ("next_poll_at") WHERE "sport_feed_sources"."status" = 'active';--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_player_has_side" CHECK (("sport_markets"."squad_side" IS NULL OR "sport_markets"."squad_side" IN ('home', 'away')) AND ("sport_markets"."player_key" IS NULL OR "sport_markets"."squad_side" IS NOT NULL));