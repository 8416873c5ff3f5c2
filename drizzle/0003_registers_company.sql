CREATE TABLE "company_images" (
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_images_firm_id_kind_pk" PRIMARY KEY("firm_id","kind")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"joint_invoice_numbering" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"firm_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"number" bigint NOT NULL,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_numbers_firm_id_doc_type_number_pk" PRIMARY KEY("firm_id","doc_type","number")
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"firm_id" uuid NOT NULL,
	"series" text NOT NULL,
	"min_number" bigint DEFAULT 1 NOT NULL,
	"fill_gaps" boolean DEFAULT false NOT NULL,
	"max_current" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_series_firm_id_series_pk" PRIMARY KEY("firm_id","series")
);
--> statement-breakpoint
CREATE TABLE "own_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_sort" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price_ore" bigint NOT NULL,
	"purchase_price_ore" bigint,
	"article_type" text NOT NULL,
	"apply_discount" boolean DEFAULT false NOT NULL,
	"preselected" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "own_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_sort" text NOT NULL,
	"text" text NOT NULL,
	"text_sort" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "own_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid,
	"article" text NOT NULL,
	"mode" text NOT NULL,
	"price_ore" bigint,
	"markup_bp" integer,
	"profit_bp" integer,
	"discount_applicable" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_prices_firm_article_client_unique" UNIQUE NULLS NOT DISTINCT("firm_id","article","client_id"),
	CONSTRAINT "own_prices_mode_value_check" CHECK (("own_prices"."mode" = 'FIXED_PRICE' and "own_prices"."price_ore" is not null)
        or ("own_prices"."mode" = 'FIXED_MARKUP' and "own_prices"."markup_bp" is not null)
        or ("own_prices"."mode" = 'FIXED_PROFIT' and "own_prices"."profit_bp" is not null))
);
--> statement-breakpoint
ALTER TABLE "company_images" ADD CONSTRAINT "company_images_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_articles" ADD CONSTRAINT "own_articles_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_articles" ADD CONSTRAINT "own_articles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_comments" ADD CONSTRAINT "own_comments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_prices" ADD CONSTRAINT "own_prices_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_prices" ADD CONSTRAINT "own_prices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_articles_firm_code_unique" ON "own_articles" USING btree ("firm_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "own_articles_firm_preselected_unique" ON "own_articles" USING btree ("firm_id") WHERE "own_articles"."preselected";--> statement-breakpoint
CREATE INDEX "own_articles_client_idx" ON "own_articles" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "own_comments_firm_code_unique" ON "own_comments" USING btree ("firm_id",lower("code"));--> statement-breakpoint
CREATE INDEX "own_prices_client_idx" ON "own_prices" USING btree ("client_id");