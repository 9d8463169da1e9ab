CREATE TABLE "provider_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"user_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_ref_unique" UNIQUE("provider_code","round_ref"),
	CONSTRAINT "provider_rounds_sums_not_negative" CHECK ("provider_rounds"."staked" >= 0 AND "provider_rounds"."won" >= 0 AND "provider_rounds"."refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_ref" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_ref" text,
	"transfer_id" uuid,
	"request_hash" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_ref_unique" UNIQUE("provider_code","transaction_ref"),
	CONSTRAINT "provider_transactions_amount_not_negative" CHECK ("provider_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_id_provider_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."provider_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_rounds_user_idx" ON "provider_rounds" USING btree ("user_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_rounds_open_idx" ON "provider_rounds" USING btree ("opened_at") WHERE "provider_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "provider_sessions_user_idx" ON "provider_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_transactions_reference_idx" ON "provider_transactions" USING btree ("provider_code","reference_ref");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("round_id");