ALTER TABLE "cashier_slips" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
CREATE INDEX "cashier_slips_file_key_idx" ON "cashier_slips" USING btree ("file_key");--> statement-breakpoint
-- Slips already named by a deposit (its slip_id or an image input's URL) are marked used by it.
UPDATE "cashier_slips" AS s SET "deposit_id" = d."id" FROM "deposit_requests" AS d
WHERE s."deposit_id" IS NULL AND (d."slip_id" = s."id" OR d."inputs" @> jsonb_build_array(jsonb_build_object('value', '/api/cashier/slips/' || s."id")));
