ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_kind_check";--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "details_editable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_events" ADD COLUMN "name_changes_allowed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "name_changes_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "details_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_events" ADD CONSTRAINT "sub_events_name_changes_check" CHECK ("sub_events"."name_changes_allowed" >= 0);--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_name_changes_check" CHECK ("participants"."name_changes_used" >= 0);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind_check" CHECK (kind in ('otp', 'order_confirmation', 'late_payment_refund', 'ticket_cancelled', 'waitlist_offer', 'transfer_offer', 'transfer_accepted', 'ticket_reissued'));