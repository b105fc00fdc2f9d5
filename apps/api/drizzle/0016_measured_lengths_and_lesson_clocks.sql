ALTER TABLE "lesson_progress" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "length_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "length_reported_seconds" double precision;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_measured_length_positive" CHECK ("lessons"."duration_seconds" is null or "lessons"."duration_seconds" > 0);--> statement-breakpoint
-- Progress kept before: its clock opened early enough for what was already credited (decision 060).
UPDATE "lesson_progress" SET "opened_at" = "last_report_at" - make_interval(secs => "watched_seconds" / 2);