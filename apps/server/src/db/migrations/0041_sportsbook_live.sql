CREATE TABLE "sport_event_live" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"score" jsonb,
	"commentary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"betting_stopped" boolean DEFAULT false NOT NULL,
	"heard_at" timestamp with time zone DEFAULT now() NOT NULL,
	"silent_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_live_feeds" (
	"source" text PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"silence_limit_ms" integer DEFAULT 10000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_live_feeds_silence_range" CHECK ("sport_live_feeds"."silence_limit_ms" BETWEEN 1000 AND 600000)
);
--> statement-breakpoint
CREATE TABLE "sport_live_messages" (
	"event_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "sport_live_messages_event_id_seq_pk" PRIMARY KEY("event_id","seq")
);
--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "feed_hold" text;--> statement-breakpoint
ALTER TABLE "sport_event_live" ADD CONSTRAINT "sport_event_live_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_live_messages" ADD CONSTRAINT "sport_live_messages_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_event_live_heard_idx" ON "sport_event_live" USING btree ("heard_at") WHERE "sport_event_live"."silent_since" IS NULL;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_feed_hold_known" CHECK ("sport_markets"."feed_hold" IS NULL OR ("sport_markets"."feed_hold" IN ('bet_stop', 'feed_silent', 'feed') AND "sport_markets"."status" = 'suspended'));--> statement-breakpoint
-- hand-written: a status change that does not itself set feed_hold ends the feed's hold, so a market a trader
-- reopens, closes or settles (or the liability limit suspends) is never reopened by the feed's next bet start.
CREATE FUNCTION sport_markets_release_feed_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.feed_hold IS NOT DISTINCT FROM OLD.feed_hold THEN
    NEW.feed_hold := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sport_markets_release_feed_hold BEFORE UPDATE ON sport_markets
  FOR EACH ROW EXECUTE FUNCTION sport_markets_release_feed_hold();
