-- The catalogue in memory (decision 051) is emptied on every instance when courses, lessons or instructors change.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "lessons_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lessons" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "instructors_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instructors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
