CREATE TABLE "listed_student_names" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listed_student_names" ADD CONSTRAINT "listed_student_names_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_student_names_trgm_idx" ON "listed_student_names" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): listed_student_names holds the name of every
-- listed student and of no other (decision 041), whatever writes the students (API, seed, psql). The
-- triggers run after students_compute_listed (migration 0013) has settled listed, and read only the row's
-- final state, so a change of privacy, user or the user's activation reaches it too.
CREATE FUNCTION "students_sync_listed_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."listed" THEN
    INSERT INTO "listed_student_names" ("student_id", "name", "name_lower") VALUES (NEW."id", NEW."name", lower(NEW."name"))
    ON CONFLICT ("student_id") DO UPDATE SET "name" = EXCLUDED."name", "name_lower" = EXCLUDED."name_lower";
  ELSE
    DELETE FROM "listed_student_names" WHERE "student_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_listed_name_insert" AFTER INSERT ON "students" FOR EACH ROW
  WHEN (NEW."listed") EXECUTE FUNCTION "students_sync_listed_name"();--> statement-breakpoint
-- No column list: listed changes when the BEFORE trigger recomputes it, which an UPDATE OF list (the
-- statement's own columns) would not see.
CREATE TRIGGER "students_listed_name_update" AFTER UPDATE ON "students" FOR EACH ROW
  WHEN (OLD."listed" IS DISTINCT FROM NEW."listed" OR (NEW."listed" AND OLD."name" IS DISTINCT FROM NEW."name"))
  EXECUTE FUNCTION "students_sync_listed_name"();--> statement-breakpoint
INSERT INTO "listed_student_names" ("student_id", "name", "name_lower")
  SELECT "id", "name", lower("name") FROM "students" WHERE "listed";
