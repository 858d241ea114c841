-- Issue 36: a staff price correction credits the invoice and bills the project anew, so a project has one live
-- (not credited) invoice rather than one ever, and a payout earning line belongs to its invoice, not its project.
DROP INDEX "invoices_project_invoice_unique";--> statement-breakpoint
DROP INDEX "payouts_project_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_project_live_invoice_unique" ON "invoices" USING btree ("project_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."status" <> 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_invoice_earning_unique" ON "payouts" USING btree ("invoice_id") WHERE "payouts"."kind" = 'earning';