ALTER TABLE "students" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "average_rating" numeric(3, 2) GENERATED ALWAYS AS (case when ratings_count > 0 then round(ratings_sum::numeric / ratings_count, 2) end) STORED;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): keep students.ratings_count/ratings_sum equal to
-- their ratings whatever writes them (API, seed, psql). Statement-level with transition tables, so a batch
-- insert costs one UPDATE; increments rather than recounts, so concurrent writers cannot lose a rating.
CREATE FUNCTION "ratings_apply_student_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "students" AS s
    SET "ratings_count" = s."ratings_count" - d.n, "ratings_sum" = s."ratings_sum" - d.total
    FROM (SELECT "student_id", count(*)::integer AS n, sum("score")::integer AS total FROM old_rows GROUP BY "student_id") AS d
    WHERE s."id" = d."student_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "students" AS s
    SET "ratings_count" = s."ratings_count" + d.n, "ratings_sum" = s."ratings_sum" + d.total
    FROM (SELECT "student_id", count(*)::integer AS n, sum("score")::integer AS total FROM new_rows GROUP BY "student_id") AS d
    WHERE s."id" = d."student_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ratings_totals_insert" AFTER INSERT ON "ratings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ratings_apply_student_totals"();--> statement-breakpoint
CREATE TRIGGER "ratings_totals_delete" AFTER DELETE ON "ratings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ratings_apply_student_totals"();--> statement-breakpoint
CREATE TRIGGER "ratings_totals_update" AFTER UPDATE ON "ratings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ratings_apply_student_totals"();--> statement-breakpoint
UPDATE "students" AS s
SET "ratings_count" = d.n, "ratings_sum" = d.total
FROM (SELECT "student_id", count(*)::integer AS n, sum("score")::integer AS total FROM "ratings" GROUP BY "student_id") AS d
WHERE s."id" = d."student_id";
