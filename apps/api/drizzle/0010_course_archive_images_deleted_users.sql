ALTER TYPE "public"."course_status" ADD VALUE 'archived';--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_card_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;