-- Searches read these indexes; with fastupdate off, new entries go into the index itself instead of a
-- pending list that every search scans until a vacuum merges it (decision 050). Altered in place rather
-- than rebuilt, and the entries already pending merged now.
ALTER INDEX "customers_full_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "listed_student_names_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "students_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "projects_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array['customers_full_name_trgm_idx', 'listed_student_names_trgm_idx', 'students_name_trgm_idx', 'projects_name_trgm_idx']) AS i;
