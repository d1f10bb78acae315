CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row_check" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "sub_events_listing_city_idx" ON "sub_events" USING btree (lower("city_name"),"start_datetime","id",coalesce("end_datetime", 'infinity'::timestamptz),"event_id") WHERE "sub_events"."is_published" and "sub_events"."approval_status" = 'approved' and "sub_events"."event_type" = 'public';--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Any write to what the public listing reads moves the version on, whichever process made it; the
-- listing's cached counts are keyed by it, so they are never read stale. One bump per statement, so a
-- 1,000-row insert costs one update.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sub_events_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "events_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "event_masters_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_masters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
