-- Rounds and bets from before the caps were kept get the settings in force now (the default when never saved).
UPDATE "crash_rounds" SET "payout_cap" = COALESCE(
  (SELECT ("value"->>'crashRoundPayoutCap')::bigint FROM "operator_settings" WHERE "key" = 'originals'),
  1000000000
) WHERE "payout_cap" IS NULL;--> statement-breakpoint
ALTER TABLE "crash_rounds" ALTER COLUMN "payout_cap" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "max_payout" bigint;--> statement-breakpoint
UPDATE "game_bets" SET "max_payout" = GREATEST("payout", COALESCE(
  (SELECT ("value"->>'maxPayoutPerBet')::bigint FROM "operator_settings" WHERE "key" = 'originals'),
  1000000000
));--> statement-breakpoint
ALTER TABLE "game_bets" ALTER COLUMN "max_payout" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_payout_within_cap" CHECK ("game_bets"."payout" <= "game_bets"."max_payout");
