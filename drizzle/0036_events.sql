CREATE TABLE "provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"person" text NOT NULL,
	"event_date" date NOT NULL,
	"begin" text NOT NULL,
	"end" text NOT NULL,
	"full_address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"image_link" text,
	"alternatives" text[] DEFAULT '{}' NOT NULL,
	"attachment_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_survey_id" uuid,
	"publication_state" text DEFAULT 'PUBLISHED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_registration_survey_id_surveys_id_fk" FOREIGN KEY ("registration_survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_events_provider_idx" ON "provider_events" USING btree ("provider_id","event_date");