CREATE TYPE "public"."course_category" AS ENUM('Featured', 'Manara');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_search" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"category" "course_category" NOT NULL,
	"current_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"old_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 4 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"status" "course_status" DEFAULT 'published' NOT NULL,
	"instructor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_rating_range" CHECK ("courses"."rating" between 1 and 5),
	CONSTRAINT "courses_reviews_non_negative" CHECK ("courses"."reviews" >= 0),
	CONSTRAINT "courses_prices_non_negative" CHECK ("courses"."current_price" >= 0 and "courses"."old_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"profile_picture" text
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"duration_minutes" numeric(6, 2) DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"section" text,
	CONSTRAINT "lessons_position_from_one" CHECK ("lessons"."position" >= 1),
	CONSTRAINT "lessons_duration_non_negative" CHECK ("lessons"."duration_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_category_newest_idx" ON "courses" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "lessons_course_position_idx" ON "lessons" USING btree ("course_id","position");