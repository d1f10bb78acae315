ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_provider_check_idx" ON "orders" USING btree ("status","provider_check_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_check" CHECK (refund_status in ('pending', 'processed', 'failed'));--> statement-breakpoint
-- Refunds the provider accepted before their state was recorded: followed from here until processed or failed.
UPDATE "orders" SET "refund_status" = 'pending' WHERE "provider_refund_id" IS NOT NULL;
