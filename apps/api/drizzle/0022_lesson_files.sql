CREATE TABLE "lesson_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_files_size_positive" CHECK ("lesson_files"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_quiz_count_non_negative";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_pdf_count_non_negative";--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_files_lesson_idx" ON "lesson_files" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_files_key_idx" ON "lesson_files" USING btree ("key");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "quiz_count";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "pdf_count";