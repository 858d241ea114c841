ALTER TABLE "students" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): students.listed is decision 007's public
-- visibility (activated user, confirmed e-mail, not private) kept on the student's own row, whatever writes
-- it (API, seed, psql), so the public search need not look up each walked student's user (decision 038).
-- A student row computes it from its user on insert and whenever is_private, user_id or listed itself is
-- written (a direct write of listed is recomputed, never trusted).
CREATE FUNCTION "students_compute_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := NOT NEW."is_private" AND EXISTS (
    SELECT 1 FROM "users" AS u WHERE u."id" = NEW."user_id" AND u."activated" AND u."email_confirmed_at" IS NOT NULL
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_listed_insert" BEFORE INSERT ON "students" FOR EACH ROW EXECUTE FUNCTION "students_compute_listed"();--> statement-breakpoint
CREATE TRIGGER "students_listed_update" BEFORE UPDATE OF "is_private", "user_id", "listed" ON "students" FOR EACH ROW EXECUTE FUNCTION "students_compute_listed"();--> statement-breakpoint
-- A user's activation or confirmation changing writes its student's listed; the value written does not
-- matter, the trigger above recomputes it and reads the user as just updated.
CREATE FUNCTION "users_refresh_student_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "students" SET "listed" = "listed" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_student_listed" AFTER UPDATE OF "activated", "email_confirmed_at" ON "users" FOR EACH ROW
  WHEN (OLD."activated" IS DISTINCT FROM NEW."activated" OR (OLD."email_confirmed_at" IS NULL) <> (NEW."email_confirmed_at" IS NULL))
  EXECUTE FUNCTION "users_refresh_student_listed"();--> statement-breakpoint
-- Backfill: any write of listed makes the row trigger compute it, for every existing student.
UPDATE "students" SET "listed" = false;
