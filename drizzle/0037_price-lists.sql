CREATE TABLE "price_list_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"code" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sale_terms" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_files" ADD CONSTRAINT "price_list_files_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sale_terms" ADD CONSTRAINT "provider_sale_terms_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_files_key" ON "price_list_files" USING btree ("firm_id","variant","code","format","source");--> statement-breakpoint
CREATE INDEX "price_list_files_firm_idx" ON "price_list_files" USING btree ("firm_id");