CREATE TABLE "upload_blobs" (
	"stored_name" varchar(128) PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_blobs" ADD CONSTRAINT "upload_blobs_stored_name_uploads_stored_name_fk" FOREIGN KEY ("stored_name") REFERENCES "public"."uploads"("stored_name") ON DELETE cascade ON UPDATE no action;