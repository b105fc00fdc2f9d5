ALTER TABLE "courses" ADD COLUMN "title_stems" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_title_stems_trgm_idx" ON "courses" USING gin ("title_stems" gin_trgm_ops);