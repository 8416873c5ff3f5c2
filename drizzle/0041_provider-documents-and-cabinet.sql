CREATE TABLE "cabinet_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_file_id" uuid NOT NULL,
	"file_id" uuid,
	"link_type" text,
	"link" text,
	"link_text" text DEFAULT '' NOT NULL,
	"color_theme" text DEFAULT 'BLUE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"publication_state" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabinet_items_kind" CHECK (("cabinet_items"."kind" = 'BANNER' and "cabinet_items"."link_type" is not null and "cabinet_items"."link" is not null)
        or ("cabinet_items"."kind" = 'FLIPBOOK' and "cabinet_items"."file_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_on" date NOT NULL,
	"publication_state" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"section" text NOT NULL,
	"doc_type" text,
	"category" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_on" date NOT NULL,
	"publication_state" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_documents_doc_type" CHECK (("provider_documents"."section" = 'TYPE_DOCUMENT') = ("provider_documents"."doc_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "provider_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cabinet_items" ADD CONSTRAINT "cabinet_items_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_items" ADD CONSTRAINT "cabinet_items_image_file_id_provider_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."provider_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabinet_items" ADD CONSTRAINT "cabinet_items_file_id_provider_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."provider_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sections" ADD CONSTRAINT "content_sections_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_file_id_provider_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."provider_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_files" ADD CONSTRAINT "provider_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cabinet_items_provider_idx" ON "cabinet_items" USING btree ("provider_id","kind","position");--> statement-breakpoint
CREATE INDEX "content_sections_provider_idx" ON "content_sections" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "provider_documents_list_idx" ON "provider_documents" USING btree ("provider_id","section","position");--> statement-breakpoint
CREATE INDEX "provider_documents_file_idx" ON "provider_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "provider_files_provider_idx" ON "provider_files" USING btree ("provider_id");