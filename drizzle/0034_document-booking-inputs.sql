CREATE TABLE "document_booking_inputs" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"document_version" integer NOT NULL,
	"input" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_booking_inputs" ADD CONSTRAINT "document_booking_inputs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_booking_inputs" ADD CONSTRAINT "document_booking_inputs_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;