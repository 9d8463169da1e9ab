CREATE TABLE "commission_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"statement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_adjustments_amount" CHECK ("commission_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "commission_cpa_payouts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cadence" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_periods_starts_on_unique" UNIQUE("starts_on"),
	CONSTRAINT "commission_periods_in_order" CHECK ("commission_periods"."starts_on" <= "commission_periods"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"cpa_amount" bigint NOT NULL,
	"cpa_min_deposit" bigint NOT NULL,
	"cpa_min_turnover" bigint NOT NULL,
	"min_active_players" integer NOT NULL,
	"active_min_turnover" bigint NOT NULL,
	"sub_affiliate_override_bp" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plans_amounts" CHECK ("commission_plans"."cpa_amount" >= 0 AND "commission_plans"."cpa_min_deposit" >= 0 AND "commission_plans"."cpa_min_turnover" >= 0
        AND "commission_plans"."min_active_players" >= 0 AND "commission_plans"."active_min_turnover" >= 0
        AND "commission_plans"."sub_affiliate_override_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"partner_kind" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"ngr" bigint NOT NULL,
	"carry_out" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_statements_one_per_partner" UNIQUE("period_id","partner_kind","partner_id","currency"),
	CONSTRAINT "commission_statements_paid" CHECK ("commission_statements"."paid" >= 0 AND "commission_statements"."carry_out" <= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "negative_carry_over" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_adjustments" ADD CONSTRAINT "commission_adjustments_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_cpa_payouts" ADD CONSTRAINT "commission_cpa_payouts_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_period_id_commission_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."commission_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_adjustments_partner_idx" ON "commission_adjustments" USING btree ("partner_kind","partner_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_statements_partner_idx" ON "commission_statements" USING btree ("partner_kind","partner_id","created_at");--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A closed period's statements are never recomputed: corrections are adjustments on a later statement.
CREATE FUNCTION commission_statements_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'commission statements never change: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER commission_statements_written_once
  BEFORE UPDATE OR DELETE ON commission_statements
  FOR EACH ROW EXECUTE FUNCTION commission_statements_refuse_change();
