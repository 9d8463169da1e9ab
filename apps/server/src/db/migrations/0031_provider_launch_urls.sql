ALTER TABLE "provider_credentials" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD COLUMN "demo_url" text;