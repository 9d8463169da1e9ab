CREATE TABLE "kyc_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"front_image_id" uuid NOT NULL,
	"back_image_id" uuid,
	"selfie_image_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_front_image_id_kyc_images_id_fk" FOREIGN KEY ("front_image_id") REFERENCES "public"."kyc_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_back_image_id_kyc_images_id_fk" FOREIGN KEY ("back_image_id") REFERENCES "public"."kyc_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_selfie_image_id_kyc_images_id_fk" FOREIGN KEY ("selfie_image_id") REFERENCES "public"."kyc_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_images_user_idx" ON "kyc_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_open_per_user" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status","created_at");