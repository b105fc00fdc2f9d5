ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases from before this rule may hold several open payments for one learner and course: the newest stays open.
UPDATE "payments" SET "status" = 'failed', "updated_at" = now() WHERE "status" = 'pending' AND "id" NOT IN (SELECT DISTINCT ON ("user_id", "course_id") "id" FROM "payments" WHERE "status" = 'pending' ORDER BY "user_id", "course_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("user_id","course_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_duplicate_idx" ON "payments" USING btree ("created_at") WHERE "payments"."duplicate";