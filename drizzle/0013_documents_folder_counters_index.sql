DROP INDEX "documents_firm_type_folder_idx";--> statement-breakpoint
CREATE INDEX "documents_firm_type_folder_idx" ON "documents" USING btree ("firm_id","doc_type","folder_id","archived","deleted");