ALTER TABLE "provider_transactions" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_wagered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_bonus_within_amount" CHECK ("provider_transactions"."bonus_stake" >= 0 AND "provider_transactions"."bonus_stake" <= "provider_transactions"."amount" AND "provider_transactions"."bonus_wagered" >= 0);