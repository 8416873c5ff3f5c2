CREATE TABLE "message_reads" (
	"message_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_employee_id_message_id_pk" PRIMARY KEY("employee_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"news_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_reads_employee_id_news_id_pk" PRIMARY KEY("employee_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "provider_message_recipients" (
	"message_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	CONSTRAINT "provider_message_recipients_message_id_firm_id_pk" PRIMARY KEY("message_id","firm_id")
);
--> statement-breakpoint
CREATE TABLE "provider_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"to_all_firms" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"publish_date" date NOT NULL,
	"image_links" text[] DEFAULT '{}' NOT NULL,
	"body" text NOT NULL,
	"additional_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publication_state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_provider_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."provider_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_provider_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."provider_news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_message_recipients" ADD CONSTRAINT "provider_message_recipients_message_id_provider_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."provider_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_message_recipients" ADD CONSTRAINT "provider_message_recipients_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_messages" ADD CONSTRAINT "provider_messages_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_news" ADD CONSTRAINT "provider_news_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_message_recipients_firm_idx" ON "provider_message_recipients" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "provider_messages_provider_idx" ON "provider_messages" USING btree ("provider_id","sent_at");--> statement-breakpoint
CREATE INDEX "provider_news_provider_idx" ON "provider_news" USING btree ("provider_id","publish_date");