ALTER TABLE "player_profiles" ADD COLUMN "surname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "is_subscribed_to_newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;