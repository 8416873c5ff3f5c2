CREATE TABLE "time_log_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"employee_id" uuid,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"rot" boolean DEFAULT false NOT NULL,
	"own_article_id" uuid,
	"own_article_type" text,
	"code" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'tim' NOT NULL,
	"price_ore" bigint,
	"purchase_price_ore" bigint,
	"note" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"invoice_id" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_log_entries" ADD CONSTRAINT "time_log_entries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_entries" ADD CONSTRAINT "time_log_entries_work_order_id_documents_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_entries" ADD CONSTRAINT "time_log_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_entries" ADD CONSTRAINT "time_log_entries_invoice_id_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_log_one_running_per_employee" ON "time_log_entries" USING btree ("employee_id") WHERE "time_log_entries"."ended_at" is null and "time_log_entries"."kind" = 'TIMELOG' and not "time_log_entries"."deleted";--> statement-breakpoint
CREATE INDEX "time_log_firm_started_idx" ON "time_log_entries" USING btree ("firm_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "time_log_work_order_idx" ON "time_log_entries" USING btree ("work_order_id","started_at");--> statement-breakpoint
CREATE INDEX "time_log_firm_employee_started_idx" ON "time_log_entries" USING btree ("firm_id","employee_id","started_at");