CREATE TABLE "game_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_category_members" (
	"category_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_category_members_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_code" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail" text,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"rtp_basis_points" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"has_demo" boolean DEFAULT false NOT NULL,
	"launch_kind" text DEFAULT 'unavailable' NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_rtp_in_range" CHECK ("games"."rtp_basis_points" IS NULL OR "games"."rtp_basis_points" BETWEEN 0 AND 10000),
	CONSTRAINT "games_status_known" CHECK ("games"."status" IN ('active', 'inactive')),
	CONSTRAINT "games_launch_kind_known" CHECK ("games"."launch_kind" IN ('in_house', 'provider', 'unavailable'))
);
--> statement-breakpoint
ALTER TABLE "game_category_members" ADD CONSTRAINT "game_category_members_category_id_game_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_members" ADD CONSTRAINT "game_category_members_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_kind_slug_idx" ON "game_categories" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "game_categories_kind_position_idx" ON "game_categories" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "game_category_members_order_idx" ON "game_category_members" USING btree ("category_id","position","game_id");--> statement-breakpoint
CREATE INDEX "game_category_members_game_idx" ON "game_category_members" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_idx" ON "games" USING btree ("provider_code","code");