-- Issue 36: the site's own public details (contact, about, terms), one row, set by staff on 'Indstillinger'.
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text,
	"address" text,
	"postcode" text,
	"city" text,
	"phone" text,
	"email" text,
	"messenger_url" text,
	"team_member" text,
	"office_hours" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
