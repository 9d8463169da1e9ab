CREATE TABLE "sport_booking_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bet_type" jsonb NOT NULL,
	"selection_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_booking_codes_selections" CHECK (cardinality("sport_booking_codes"."selection_ids") BETWEEN 1 AND 20)
);
--> statement-breakpoint
ALTER TABLE "sport_bets" DROP CONSTRAINT "sport_bets_type_known";--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "system" text;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "legs_per_line" integer;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "stake_per_line" bigint;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "line_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sport_booking_codes_expires_idx" ON "sport_booking_codes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_system_named" CHECK (("sport_bets"."type" = 'system') = ("sport_bets"."system" IS NOT NULL) AND (coalesce("sport_bets"."system", '') = 'k_from_n') = ("sport_bets"."legs_per_line" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_stake_per_line" CHECK ("sport_bets"."stake_per_line" > 0 AND "sport_bets"."line_count" >= 1 AND "sport_bets"."stake" = "sport_bets"."stake_per_line" * "sport_bets"."line_count");--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_type_known" CHECK ("sport_bets"."type" IN ('single', 'accumulator', 'system'));--> statement-breakpoint
-- hand-written: bets placed before system bets are one line each, staked whole; the column above is added
-- nullable so they can take their stake per line before it becomes NOT NULL (as the schema has it).
UPDATE "sport_bets" SET "stake_per_line" = "stake" WHERE "stake_per_line" IS NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ALTER COLUMN "stake_per_line" SET NOT NULL;
