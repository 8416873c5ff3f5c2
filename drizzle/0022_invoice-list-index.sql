-- Custom SQL migration file, put your code below! --
-- The invoice lists' payment filters at scale (issue #16, decision 0032, docs/benchmarks.md "Invoicing"):
-- the list index of 0012 also carries every column the invoice filters test, so a filtered page and its
-- count stay index-only scans instead of a heap visit per invoice. Same key, wider INCLUDE; built under
-- a new name first so a list is never without its index.
CREATE INDEX IF NOT EXISTS "documents_firm_type_list2_idx" ON "documents"
  USING btree ("firm_id", "doc_type", "deleted", "archived", "modified_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("doc_date", "folder_id", "completed", "search_text", "client_id", "payment_status", "due_date",
    "last_payment_date", "e_invoice_sent_at", "tax_deduction_state");--> statement-breakpoint
DROP INDEX IF EXISTS "documents_firm_type_list_idx";--> statement-breakpoint
ALTER INDEX "documents_firm_type_list2_idx" RENAME TO "documents_firm_type_list_idx";
