CREATE TYPE "public"."course_language" AS ENUM('en', 'ar');--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" "course_language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The courses already there are in the language of their title.
UPDATE "courses" SET "language" = 'ar' WHERE "title" ~ '[؀-ۿ]';
