-- The contact flow's single-use project token (decision 010). IF NOT EXISTS keeps a re-run harmless. Since
-- PostgreSQL 12 ADD VALUE may run inside the migrator's transaction; nothing in this migration uses the new
-- value, which PostgreSQL would refuse before the transaction commits.
ALTER TYPE "public"."token_purpose" ADD VALUE IF NOT EXISTS 'project';
