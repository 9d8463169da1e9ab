-- A campaign's name in English and Bengali, as players read it on either site. Existing campaigns keep their one
-- name in both until staff translate it; running grants' term snapshots and bonus-abuse flags carry it the same way.
ALTER TABLE "bonus_campaigns" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "name_bn" text;--> statement-breakpoint
UPDATE "bonus_campaigns" SET "name_en" = "name", "name_bn" = "name";--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ALTER COLUMN "name_bn" SET NOT NULL;--> statement-breakpoint
UPDATE "bonus_grants" SET "terms" = jsonb_set("terms", '{name}', jsonb_build_object('en', "terms"->'name', 'bn', "terms"->'name'))
  WHERE jsonb_typeof("terms"->'name') = 'string';--> statement-breakpoint
UPDATE "risk_flags" SET "details" = jsonb_set("details", '{campaignName}', jsonb_build_object('en', "details"->'campaignName', 'bn', "details"->'campaignName'))
  WHERE "kind" = 'bonus_abuse' AND jsonb_typeof("details"->'campaignName') = 'string';--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP COLUMN "name";
