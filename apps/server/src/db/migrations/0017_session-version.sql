-- Raised whenever a user's sessions must end at once; every access token carries the value it was
-- signed under and every authenticated request compares it (decision 016).
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 1 NOT NULL;
