CREATE TABLE "affiliate_attributions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"click_id" uuid NOT NULL,
	"sub_id" text DEFAULT '' NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"attributed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"sub_id" text DEFAULT '' NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sub_id" text DEFAULT '' NOT NULL,
	"landing_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_links_code_unique" UNIQUE("code"),
	CONSTRAINT "affiliate_links_site_path" CHECK (left("affiliate_links"."landing_path", 1) = '/' AND left("affiliate_links"."landing_path", 2) NOT IN ('//', '/\'))
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"channel" text NOT NULL,
	"traffic_sources" text NOT NULL,
	"expected_monthly_players" integer NOT NULL,
	"messenger" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"parent_affiliate_id" uuid,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_click_id_affiliate_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_attributions_affiliate_idx" ON "affiliate_attributions" USING btree ("affiliate_id","attributed_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_links_affiliate_idx" ON "affiliate_links" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliates_status_idx" ON "affiliates" USING btree ("status","applied_at");--> statement-breakpoint
-- An attribution is written once at registration and never moved: no route, job or bug may change it.
CREATE FUNCTION affiliate_attributions_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'affiliate_attributions never change: UPDATE refused' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER affiliate_attributions_written_once
  BEFORE UPDATE ON affiliate_attributions
  FOR EACH ROW EXECUTE FUNCTION affiliate_attributions_refuse_update();
