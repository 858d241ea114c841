-- Offer binding, offer validity and extra hours (decision 014). IF NOT EXISTS keeps a re-run harmless; since
-- PostgreSQL 12 ADD VALUE may run inside the migrator's transaction, and nothing below uses the new values,
-- which PostgreSQL would refuse before the transaction commits.
ALTER TYPE "public"."project_event_type" ADD VALUE IF NOT EXISTS 'project-extra-hours-requested';--> statement-breakpoint
ALTER TYPE "public"."project_event_type" ADD VALUE IF NOT EXISTS 'project-extra-hours-approved';--> statement-breakpoint
ALTER TYPE "public"."project_event_type" ADD VALUE IF NOT EXISTS 'project-extra-hours-declined';--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "extra_hours_approved" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "extra_hours_requested" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "extra_hours_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "extra_hours_requested_at" timestamp with time zone;--> statement-breakpoint
-- An offer posted before this migration dates from its latest offer event (or the project's last change):
-- it expires 7 days after that like any other.
UPDATE "projects" SET "offered_at" = coalesce(
  (SELECT max(e."created_at") FROM "project_events" e
    WHERE e."project_id" = "projects"."id"
      AND e."type" IN ('project-price-offer-posted', 'project-price-offer-edited')),
  "projects"."updated_at")
WHERE "offered_price" IS NOT NULL;
