CREATE TABLE "bonus_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"trigger" text NOT NULL,
	"promo_code" text,
	"welcome_offer" text,
	"pack_key" text,
	"pack_step" integer,
	"reward" jsonb NOT NULL,
	"eligibility" jsonb NOT NULL,
	"wagering" jsonb NOT NULL,
	"expiry_days" integer NOT NULL,
	"terms_en" text NOT NULL,
	"terms_bn" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_expiry_positive" CHECK ("bonus_campaigns"."expiry_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_grant_marks" (
	"grant_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"mark" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"campaign_id" uuid,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"deposit_id" uuid,
	"deposit_amount" bigint,
	"promo_code" text,
	"is_welcome" boolean DEFAULT false NOT NULL,
	"granted_by" text,
	"grant_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"forfeited_amount" bigint DEFAULT 0 NOT NULL,
	"forfeit_reason" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_amount_positive" CHECK ("bonus_grants"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_player_kinds";--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "is_bonus_declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "bonus_promo_code" text;--> statement-breakpoint
ALTER TABLE "bonus_grant_marks" ADD CONSTRAINT "bonus_grant_marks_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_promo_code_unique" ON "bonus_campaigns" USING btree ("promo_code") WHERE "bonus_campaigns"."promo_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_trigger_idx" ON "bonus_campaigns" USING btree ("trigger","status");--> statement-breakpoint
CREATE INDEX "bonus_grant_marks_value_idx" ON "bonus_grant_marks" USING btree ("mark","value","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_deposit_unique" ON "bonus_grants" USING btree ("deposit_id") WHERE "bonus_grants"."deposit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_campaign_idx" ON "bonus_grants" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_kinds" CHECK (("ledger_accounts"."owner_kind" = 'player') = ("ledger_accounts"."kind" IN ('player_cash', 'player_bonus', 'withdrawal_hold', 'bonus_grant')));