CREATE TABLE "bonus_cashback_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"week_start" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_as" text NOT NULL,
	"grant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_cashback_payouts_amount_positive" CHECK ("bonus_cashback_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_cashback_payouts" ADD CONSTRAINT "bonus_cashback_payouts_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_cashback_payouts_unique" ON "bonus_cashback_payouts" USING btree ("campaign_id","week_start","user_id");