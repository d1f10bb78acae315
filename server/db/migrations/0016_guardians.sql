CREATE TABLE "participant_guardians" (
	"participant_id" integer PRIMARY KEY NOT NULL,
	"full_name" varchar(50) NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_guardians" ADD CONSTRAINT "participant_guardians_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;