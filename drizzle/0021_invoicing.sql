CREATE TABLE "interest_invoice_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"interest_invoice_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date NOT NULL,
	"payable_ore" bigint NOT NULL,
	"interest_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_rates" (
	"valid_from" date PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount_ore" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"extra_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_bankgiro" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"document_id" uuid,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"bankgiro" text NOT NULL,
	"file_created" text DEFAULT '' NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"total_ore" bigint DEFAULT 0 NOT NULL,
	"employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"reminder_date" date NOT NULL,
	"fee_ore" bigint DEFAULT 0 NOT NULL,
	"interest_ore" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"employee_id" uuid,
	"printed_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "paid_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "credited_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "paid_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_payment_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "e_invoice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tax_deduction_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "interest_invoice_rows" ADD CONSTRAINT "interest_invoice_rows_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_invoice_rows" ADD CONSTRAINT "interest_invoice_rows_interest_invoice_id_documents_id_fk" FOREIGN KEY ("interest_invoice_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_invoice_rows" ADD CONSTRAINT "interest_invoice_rows_invoice_id_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_import_id_payment_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."payment_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_handled_by_employees_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_imports" ADD CONSTRAINT "payment_imports_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_imports" ADD CONSTRAINT "payment_imports_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_invoice_rows_invoice_idx" ON "interest_invoice_rows" USING btree ("firm_id","interest_invoice_id");--> statement-breakpoint
CREATE INDEX "interest_invoice_rows_source_idx" ON "interest_invoice_rows" USING btree ("firm_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_firm_key_unique" ON "bank_payments" USING btree ("firm_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_payments_firm_state_idx" ON "bank_payments" USING btree ("firm_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_imports_firm_sha_unique" ON "payment_imports" USING btree ("firm_id","sha256");--> statement-breakpoint
CREATE INDEX "payment_reminders_document_idx" ON "payment_reminders" USING btree ("firm_id","document_id");--> statement-breakpoint
CREATE INDEX "payment_reminders_firm_date_idx" ON "payment_reminders" USING btree ("firm_id","reminder_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_payment_id_bank_payments_id_fk" FOREIGN KEY ("bank_payment_id") REFERENCES "public"."bank_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_firm_type_payment_idx" ON "documents" USING btree ("firm_id","doc_type","payment_status","due_date") WHERE "documents"."payment_status" is not null and not "documents"."deleted";--> statement-breakpoint
-- The Riksbank's reference rates (../shared/domain-notes.md); the provider keeps them current from here on.
INSERT INTO "reference_rates" ("valid_from", "rate_bp") VALUES ('2025-01-01', 250), ('2025-07-01', 200), ('2026-01-01', 175) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The stored balance of invoices completed before this migration (decision 0032), as paymentState computes it.
UPDATE "documents" d SET
	"paid_ore" = b.paid,
	"credited_ore" = b.credited,
	"last_payment_date" = b.last_date,
	"payment_status" = CASE
		WHEN GREATEST(0, GREATEST(0, d."total_payable_ore" - b.credited) - b.paid) = 0 THEN 'PAID'
		WHEN GREATEST(0, GREATEST(0, d."total_payable_ore" - b.credited) - b.paid) = d."total_payable_ore" THEN 'UNPAID'
		ELSE 'PARTIALLY_PAID' END,
	"paid_date" = CASE
		WHEN GREATEST(0, GREATEST(0, d."total_payable_ore" - b.credited) - b.paid) = 0 THEN b.last_date END
FROM (
	SELECT x."id",
		COALESCE((SELECT SUM(p."amount_ore") FROM "payments" p WHERE p."document_id" = x."id"), 0) AS paid,
		COALESCE((SELECT SUM(ABS(c."total_payable_ore")) FROM "documents" c
			WHERE c."firm_id" = x."firm_id" AND c."doc_type" = 'CREDIT_INVOICE' AND c."completed"
			AND c."header" ->> 'creditedInvoiceUid' = x."id"::text), 0) AS credited,
		(SELECT MAX(p."payment_date") FROM "payments" p WHERE p."document_id" = x."id") AS last_date
	FROM "documents" x
	WHERE x."doc_type" IN ('INVOICE', 'INTEREST_INVOICE') AND x."completed"
) b
WHERE d."id" = b."id";
