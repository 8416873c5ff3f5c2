CREATE TABLE "accounting_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"ledger" text NOT NULL,
	"series" text NOT NULL,
	"number" bigint NOT NULL,
	"voucher_date" date NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_verifications" ADD CONSTRAINT "accounting_verifications_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_verifications_entity_unique" ON "accounting_verifications" USING btree ("firm_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "accounting_verifications_series_idx" ON "accounting_verifications" USING btree ("firm_id","series","number");