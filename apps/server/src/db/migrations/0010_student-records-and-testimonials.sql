CREATE TABLE "student_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"score" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"company" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_score_range" CHECK ("testimonials"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "student_applications" ADD COLUMN "study_programme" text;--> statement-breakpoint
ALTER TABLE "student_applications" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "student_applications" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_applications" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_applications" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_slug_history" ADD CONSTRAINT "student_slug_history_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_approved_by_employees_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_slug_history_student_idx" ON "student_slug_history" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "testimonials_customer_idx" ON "testimonials" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "testimonials_approved_idx" ON "testimonials" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "student_applications_rejected_idx" ON "student_applications" USING btree ("rejected_at");