-- Transfers are the books: no role, route or bug may change or remove one. Corrections are new transfers.
CREATE FUNCTION ledger_transfers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_refuse_change();
--> statement-breakpoint
-- Players registered before the wallet existed get their cash, bonus and hold accounts, at zero.
INSERT INTO ledger_accounts (owner_kind, owner_id, currency, kind, balance)
SELECT 'player', profile.user_id, profile.currency, account.kind, 0
FROM player_profiles AS profile
CROSS JOIN (VALUES ('player_cash'), ('player_bonus'), ('withdrawal_hold')) AS account(kind)
ON CONFLICT DO NOTHING;
