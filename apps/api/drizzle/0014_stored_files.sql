CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_files_stored_at_idx" ON "stored_files" USING btree ("stored_at");