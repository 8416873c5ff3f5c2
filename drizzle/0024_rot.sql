CREATE TABLE "tax_deduction_periods" (
	"valid_from" date PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"cap_ore" bigint NOT NULL,
	"mountain_heat_pump_labour_bp" integer NOT NULL,
	"air_water_heat_pump_labour_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"decided_on" date NOT NULL,
	"requested_ore" bigint NOT NULL,
	"approved_ore" bigint NOT NULL,
	"payment_id" uuid,
	"remainder_invoice_id" uuid,
	"employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_request_invoices" (
	"request_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"requested_ore" bigint NOT NULL,
	CONSTRAINT "tax_deduction_request_invoices_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "tax_deduction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"xml" text NOT NULL,
	"requested_ore" bigint NOT NULL,
	"employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tax_deduction_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_deduction_decisions" ADD CONSTRAINT "tax_deduction_decisions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_decisions" ADD CONSTRAINT "tax_deduction_decisions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_decisions" ADD CONSTRAINT "tax_deduction_decisions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_decisions" ADD CONSTRAINT "tax_deduction_decisions_remainder_invoice_id_documents_id_fk" FOREIGN KEY ("remainder_invoice_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_decisions" ADD CONSTRAINT "tax_deduction_decisions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_request_invoices" ADD CONSTRAINT "tax_deduction_request_invoices_request_id_tax_deduction_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tax_deduction_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_request_invoices" ADD CONSTRAINT "tax_deduction_request_invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_requests" ADD CONSTRAINT "tax_deduction_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_deduction_requests" ADD CONSTRAINT "tax_deduction_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_deduction_decisions_document_unique" ON "tax_deduction_decisions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "tax_deduction_request_invoices_document_idx" ON "tax_deduction_request_invoices" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "tax_deduction_requests_firm_idx" ON "tax_deduction_requests" USING btree ("firm_id","created_at");--> statement-breakpoint
-- ROT_PERIODS_SEED (src/shared/domain/rot/rot-periods.ts, decision 0038): 30 %, 50 % for payments
-- 2025-05-12 – 2025-12-31, 30 % again from 2026; cap 50 000 kr per person and year; heat pumps' labour
-- shares 35 % (rock/ground) and 30 % (air/water).
INSERT INTO "tax_deduction_periods" ("valid_from", "rate_bp", "cap_ore", "mountain_heat_pump_labour_bp", "air_water_heat_pump_labour_bp") VALUES
  ('2021-01-01', 3000, 5000000, 3500, 3000),
  ('2025-05-12', 5000, 5000000, 3500, 3000),
  ('2026-01-01', 3000, 5000000, 3500, 3000)
ON CONFLICT ("valid_from") DO NOTHING;
