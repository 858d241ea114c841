-- Double opt-in (issue 33): a sign-up counts once its address confirmed it from the mail. Addresses that
-- signed up before this had no way to confirm; they keep their subscription as confirmed at their consent.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_unique" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consent_at";
