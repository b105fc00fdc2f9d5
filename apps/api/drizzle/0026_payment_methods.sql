ALTER TYPE "public"."payment_method" ADD VALUE 'WALLET';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'KIOSK';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kiosk_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_kiosk_reference_idx" ON "payments" USING btree ("provider","kiosk_reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language" CHECK ("payments"."language" in ('en', 'ar'));