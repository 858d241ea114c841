DROP INDEX "student_skills_skill_idx";--> statement-breakpoint
DROP INDEX "students_name_idx";--> statement-breakpoint
CREATE INDEX "student_skills_skill_student_idx" ON "student_skills" USING btree ("skill_id","student_id");--> statement-breakpoint
CREATE INDEX "students_name_id_idx" ON "students" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "students_rating_id_idx" ON "students" USING btree (coalesce("average_rating", 0) desc,"id");