ALTER TABLE "otps" DROP CONSTRAINT "otps_purpose_check";--> statement-breakpoint
ALTER TABLE "otp_decoys" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
CREATE INDEX "otp_decoys_challenge_idx" ON "otp_decoys" USING btree ("challenge_hash");--> statement-breakpoint
CREATE INDEX "otps_challenge_idx" ON "otps" USING btree ("challenge_hash");--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_purpose_check" CHECK (purpose in ('registration', 'mpin_reset', 'email_verification', 'signin'));