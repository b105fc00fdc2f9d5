-- A lesson's PDFs are part of what the catalogue in memory keeps (a course page counts them, the lessons list
-- carries them): every instance forgets the catalogue when they change, as for courses and lessons.
CREATE TRIGGER "lesson_files_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lesson_files" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
