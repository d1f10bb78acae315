DROP INDEX "otps_user_purpose_key";--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "otps_user_purpose_client_key" ON "otps" USING btree ("user_id","purpose","client");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_reason_check" CHECK (refund_reason in ('held_places_released', 'order_changed'));