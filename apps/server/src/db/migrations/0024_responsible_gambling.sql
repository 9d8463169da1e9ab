CREATE TABLE "responsible_gambling" (
	"user_id" text PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pending" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exclusion_kind" text,
	"exclusion_duration" text,
	"exclusion_started_at" timestamp with time zone,
	"exclusion_ends_at" timestamp with time zone,
	"reality_check_minutes" integer,
	"play_session_started_at" timestamp with time zone,
	"play_session_sign_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gambling_exclusion_kind_known" CHECK ("responsible_gambling"."exclusion_kind" IS NULL OR "responsible_gambling"."exclusion_kind" IN ('time_out', 'self_exclusion'))
);
