CREATE TABLE "provider_credentials" (
	"provider_code" text PRIMARY KEY NOT NULL,
	"api_key" text,
	"license_key" text,
	"game_provider_key" text,
	"secret_pin" text,
	"provider_ips" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "provider_credentials" ADD CONSTRAINT "provider_credentials_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE cascade ON UPDATE no action;