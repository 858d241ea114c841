-- Issue 34: a credit note settles the student's payout line in its own transaction. A line not yet paid
-- becomes 'cancelled' (kept, with cancelled_at, but never paid nor summed); a paid line gets a 'reversal': the
-- same amounts negated, pending in the next unpaid month, pointing at the line it reverses (one at most). The
-- one-line-per-project rule now holds for earning lines only, since a reversal carries the same project.
CREATE TYPE "public"."payout_kind" AS ENUM('earning', 'reversal');--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
DROP INDEX "payouts_project_unique";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "kind" "payout_kind" DEFAULT 'earning' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reverses_payout_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reverses_payout_id_payouts_id_fk" FOREIGN KEY ("reverses_payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reverses_unique" ON "payouts" USING btree ("reverses_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_project_unique" ON "payouts" USING btree ("project_id") WHERE "payouts"."kind" = 'earning';