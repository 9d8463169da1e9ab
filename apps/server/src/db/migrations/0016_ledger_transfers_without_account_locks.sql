ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_currency_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_currency_fk";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_id_currency_unique";
