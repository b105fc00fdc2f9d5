-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "courses_title_search_trgm_idx" ON "courses" USING gin ("title_search" gin_trgm_ops);