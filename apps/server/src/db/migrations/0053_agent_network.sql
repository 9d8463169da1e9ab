CREATE TABLE "agent_cashier_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cashier_id" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"opening_cash" bigint NOT NULL,
	"deposits_total" bigint DEFAULT 0 NOT NULL,
	"deposits_count" integer DEFAULT 0 NOT NULL,
	"payouts_total" bigint DEFAULT 0 NOT NULL,
	"payouts_count" integer DEFAULT 0 NOT NULL,
	"closing_cash" bigint,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "agent_cashier_shifts_cash_not_negative" CHECK ("agent_cashier_shifts"."opening_cash" >= 0 AND "agent_cashier_shifts"."closing_cash" >= 0),
	CONSTRAINT "agent_cashier_shifts_closed" CHECK (("agent_cashier_shifts"."status" = 'closed') = ("agent_cashier_shifts"."closing_cash" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "agent_cashiers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_float_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_node_id" uuid,
	"to_node_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"actor_id" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_float_moves_amount_positive" CHECK ("agent_float_moves"."amount" > 0),
	CONSTRAINT "agent_float_moves_one_node_at_least" CHECK ("agent_float_moves"."from_node_id" IS NOT NULL OR "agent_float_moves"."to_node_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "agent_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"currency" text NOT NULL,
	"float_account_id" uuid NOT NULL,
	"commission_casino_bp" integer DEFAULT 0 NOT NULL,
	"commission_sportsbook_bp" integer DEFAULT 0 NOT NULL,
	"daily_operation_limit" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_nodes_float_account_unique" UNIQUE("float_account_id"),
	CONSTRAINT "agent_nodes_root_is_super_agent" CHECK (("agent_nodes"."parent_id" IS NULL) = ("agent_nodes"."level" = 'super_agent')),
	CONSTRAINT "agent_nodes_commissions_in_range" CHECK ("agent_nodes"."commission_casino_bp" BETWEEN 0 AND 10000 AND "agent_nodes"."commission_sportsbook_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "agent_nodes_daily_limit_positive" CHECK ("agent_nodes"."daily_operation_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_shop_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"cashier_id" text NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_shop_deposits_receipt_unique" UNIQUE("receipt_number"),
	CONSTRAINT "agent_shop_deposits_transfer_unique" UNIQUE("transfer_id"),
	CONSTRAINT "agent_shop_deposits_amount_positive" CHECK ("agent_shop_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_shop_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"cashier_id" text NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_shop_payouts_withdrawal_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
CREATE TABLE "agent_shop_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hold_transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_shop_withdrawals_amount_positive" CHECK ("agent_shop_withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_only_for_players";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "agent_cashier_shifts" ADD CONSTRAINT "agent_cashier_shifts_shop_id_agent_nodes_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_cashiers" ADD CONSTRAINT "agent_cashiers_shop_id_agent_nodes_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_float_moves" ADD CONSTRAINT "agent_float_moves_from_node_id_agent_nodes_id_fk" FOREIGN KEY ("from_node_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_float_moves" ADD CONSTRAINT "agent_float_moves_to_node_id_agent_nodes_id_fk" FOREIGN KEY ("to_node_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_nodes" ADD CONSTRAINT "agent_nodes_parent_id_agent_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_deposits" ADD CONSTRAINT "agent_shop_deposits_shop_id_agent_nodes_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_deposits" ADD CONSTRAINT "agent_shop_deposits_shift_id_agent_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."agent_cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_payouts" ADD CONSTRAINT "agent_shop_payouts_withdrawal_id_agent_shop_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."agent_shop_withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_payouts" ADD CONSTRAINT "agent_shop_payouts_shop_id_agent_nodes_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_payouts" ADD CONSTRAINT "agent_shop_payouts_shift_id_agent_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."agent_cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_shop_withdrawals" ADD CONSTRAINT "agent_shop_withdrawals_shop_id_agent_nodes_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."agent_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_cashier_shifts_one_open" ON "agent_cashier_shifts" USING btree ("cashier_id") WHERE "agent_cashier_shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "agent_cashier_shifts_shop_idx" ON "agent_cashier_shifts" USING btree ("shop_id","opened_at");--> statement-breakpoint
CREATE INDEX "agent_float_moves_from_idx" ON "agent_float_moves" USING btree ("from_node_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_float_moves_to_idx" ON "agent_float_moves" USING btree ("to_node_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_nodes_user_unique" ON "agent_nodes" USING btree ("user_id") WHERE "agent_nodes"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_nodes_parent_idx" ON "agent_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "agent_shop_deposits_player_idx" ON "agent_shop_deposits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_shop_deposits_shop_idx" ON "agent_shop_deposits" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_shop_payouts_shop_idx" ON "agent_shop_payouts" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_shop_withdrawals_pending_code" ON "agent_shop_withdrawals" USING btree ("shop_id","code_hash") WHERE "agent_shop_withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_shop_withdrawals_player_idx" ON "agent_shop_withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_within_credit_limit" CHECK ("ledger_accounts"."balance" >= -coalesce("ledger_accounts"."credit_limit", 0));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_credit_limit_only_for_floats" CHECK (("ledger_accounts"."credit_limit" IS NOT NULL) = ("ledger_accounts"."kind" = 'agent_float') AND "ledger_accounts"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_partner_kinds" CHECK (("ledger_accounts"."owner_kind" = 'partner') = ("ledger_accounts"."kind" = 'agent_float'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_stored_balances" CHECK (("ledger_accounts"."owner_kind" IN ('player', 'partner')) = ("ledger_accounts"."balance" IS NOT NULL));