CREATE TYPE "public"."refund_reason" AS ENUM('duplicate', 'blocked');--> statement-breakpoint
DROP INDEX "payments_duplicate_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" "refund_reason";--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."refund_reason" is not null;--> statement-breakpoint
UPDATE "payments" SET "refund_reason" = 'duplicate' WHERE "duplicate";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "duplicate";