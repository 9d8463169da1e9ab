CREATE TABLE "risk_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"user_ids" text[] NOT NULL,
	"record_type" text,
	"record_id" text,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closing_note" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_sender_accounts" (
	"sender_account" text NOT NULL,
	"user_id" text NOT NULL,
	"first_deposit_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_sender_accounts_sender_account_user_id_pk" PRIMARY KEY("sender_account","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"device_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_devices_device_hash_user_id_pk" PRIMARY KEY("device_hash","user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_one_open_per_fact" ON "risk_flags" USING btree ("kind","subject") WHERE "risk_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "risk_flags_status_idx" ON "risk_flags" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_flags_subject_idx" ON "risk_flags" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "user_devices_user_idx" ON "user_devices" USING btree ("user_id");