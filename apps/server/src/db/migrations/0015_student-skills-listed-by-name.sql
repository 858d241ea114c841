ALTER TABLE "student_skills" ADD COLUMN "student_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_skills" ADD COLUMN "student_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "student_skills_listed_by_name_idx" ON "student_skills" USING btree ("skill_id","student_name","student_id") WHERE "student_skills"."student_listed";--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): each student_skills row carries its student's
-- name and listed (decision 042), whatever writes either table. A row takes them from its student when
-- written (a direct write of the copies is recomputed, never trusted); a student's rename or change of
-- listed (also when migration 0013's BEFORE trigger recomputes it) is copied to all its rows.
CREATE FUNCTION "student_skills_copy_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."name", s."listed" INTO NEW."student_name", NEW."student_listed" FROM "students" AS s WHERE s."id" = NEW."student_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "student_skills_student_copy" BEFORE INSERT OR UPDATE ON "student_skills" FOR EACH ROW
  EXECUTE FUNCTION "student_skills_copy_student"();--> statement-breakpoint
CREATE FUNCTION "students_refresh_skill_copies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "student_skills" SET "student_name" = NEW."name", "student_listed" = NEW."listed" WHERE "student_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_skill_copies" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN (OLD."listed" IS DISTINCT FROM NEW."listed" OR OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "students_refresh_skill_copies"();--> statement-breakpoint
-- Backfill: any write makes the row trigger copy its student.
UPDATE "student_skills" SET "student_listed" = false;
