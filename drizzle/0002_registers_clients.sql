CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"phone_e164" text DEFAULT '' NOT NULL,
	"mobile_e164" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_price_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"price_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_tax_payers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"personal_number" text NOT NULL,
	"property_designation" text DEFAULT '' NOT NULL,
	"flat_number" text DEFAULT '' NOT NULL,
	"association_org_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_sort" text NOT NULL,
	"name" text NOT NULL,
	"name_sort" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"organization_code" text DEFAULT '' NOT NULL,
	"vat_registration_id" text DEFAULT '' NOT NULL,
	"gln" text DEFAULT '' NOT NULL,
	"e_invoice_enabled" boolean DEFAULT false NOT NULL,
	"svefaktura_enabled" boolean DEFAULT false NOT NULL,
	"use_gln_in_svefaktura" boolean DEFAULT false NOT NULL,
	"use_vat_in_svefaktura" boolean DEFAULT false NOT NULL,
	"fortnox_number" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"city_sort" text DEFAULT '' NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"markup_bp" integer DEFAULT 0 NOT NULL,
	"payment_delay_days" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cash" boolean DEFAULT false NOT NULL,
	"markup_to_purchase_price" boolean DEFAULT false NOT NULL,
	"use_reverse_tax_liability" boolean DEFAULT false NOT NULL,
	"show_total_material_profit" boolean DEFAULT false NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_view_settings" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"list_type" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_view_settings_employee_id_list_type_pk" PRIMARY KEY("employee_id","list_type")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "interface_settings_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_price_overrides" ADD CONSTRAINT "client_price_overrides_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_price_overrides" ADD CONSTRAINT "client_price_overrides_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tax_payers" ADD CONSTRAINT "client_tax_payers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tax_payers" ADD CONSTRAINT "client_tax_payers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_view_settings" ADD CONSTRAINT "list_view_settings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_view_settings" ADD CONSTRAINT "list_view_settings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_one_main" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."main";--> statement-breakpoint
CREATE INDEX "client_contacts_mobile_idx" ON "client_contacts" USING btree ("firm_id","mobile_e164");--> statement-breakpoint
CREATE INDEX "client_contacts_phone_idx" ON "client_contacts" USING btree ("firm_id","phone_e164");--> statement-breakpoint
CREATE UNIQUE INDEX "client_price_overrides_unique" ON "client_price_overrides" USING btree ("client_id",lower("article_code"));--> statement-breakpoint
CREATE INDEX "client_tax_payers_client_idx" ON "client_tax_payers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_firm_code_unique" ON "clients" USING btree ("firm_id",lower("code"));--> statement-breakpoint
CREATE INDEX "clients_firm_code_sort_idx" ON "clients" USING btree ("firm_id","code_sort");--> statement-breakpoint
CREATE INDEX "clients_firm_activity_idx" ON "clients" USING btree ("firm_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);