CREATE TABLE "cashier_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"method_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"gateway" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"unique_value" text,
	"slip_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_requests_amount_positive" CHECK ("deposit_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"gateway" text NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb,
	"brand_color" text NOT NULL,
	"receiving_account" text NOT NULL,
	"instructions" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"preset_amounts" jsonb NOT NULL,
	"deposit_min" bigint NOT NULL,
	"deposit_max" bigint NOT NULL,
	"withdrawal_min" bigint NOT NULL,
	"withdrawal_max" bigint NOT NULL,
	"is_deposit_enabled" boolean DEFAULT true NOT NULL,
	"is_withdrawal_enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code"),
	CONSTRAINT "payment_methods_deposit_limits" CHECK ("payment_methods"."deposit_min" > 0 AND "payment_methods"."deposit_max" >= "payment_methods"."deposit_min"),
	CONSTRAINT "payment_methods_withdrawal_limits" CHECK ("payment_methods"."withdrawal_min" > 0 AND "payment_methods"."withdrawal_max" >= "payment_methods"."withdrawal_min")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"method_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"gateway" text NOT NULL,
	"user_type" text NOT NULL,
	"receiver_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"needs_two_approvals" boolean NOT NULL,
	"first_approved_by" text,
	"first_approved_at" timestamp with time zone,
	"reason" text,
	"payout_reference" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"hold_transfer_id" uuid NOT NULL,
	"settle_transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_hold_transfer_unique" UNIQUE("hold_transfer_id"),
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_slips_user_idx" ON "cashier_slips" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_requests_method_unique_value_unique" ON "deposit_requests" USING btree ("method_id","unique_value") WHERE "deposit_requests"."unique_value" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deposit_requests_user_idx" ON "deposit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_requests_status_idx" ON "deposit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at");