CREATE TABLE "certificate_revocations" (
	"certificate_id" text PRIMARY KEY NOT NULL,
	"status_index" integer NOT NULL,
	"reason" text,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_revocations_status_index_unique" UNIQUE("status_index")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_index" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_idx" ON "certificates" USING btree ("status_index");--> statement-breakpoint
-- A certificate removed by any path (its account deleted, its course deleted) reads revoked from then on (decision 059).
CREATE OR REPLACE FUNCTION "revoke_removed_certificate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "certificate_revocations" ("certificate_id", "status_index", "reason", "revoked_at")
    VALUES (OLD."id", OLD."status_index", NULL, now())
    ON CONFLICT ("certificate_id") DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "certificates_revoke_removed" AFTER DELETE ON "certificates" FOR EACH ROW EXECUTE FUNCTION "revoke_removed_certificate"();
