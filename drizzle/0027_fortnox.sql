CREATE TABLE "fortnox_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"employee_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortnox_connections" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"activated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortnox_exports" (
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_id" uuid NOT NULL,
	"fortnox_number" text NOT NULL,
	"employee_id" uuid,
	"exported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fortnox_exports_firm_id_kind_local_id_pk" PRIMARY KEY("firm_id","kind","local_id")
);
--> statement-breakpoint
CREATE TABLE "fortnox_pending_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fortnox_rate_windows" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "fortnox_activated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fortnox_auth_states" ADD CONSTRAINT "fortnox_auth_states_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_auth_states" ADD CONSTRAINT "fortnox_auth_states_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_connections" ADD CONSTRAINT "fortnox_connections_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_connections" ADD CONSTRAINT "fortnox_connections_activated_by_employees_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_exports" ADD CONSTRAINT "fortnox_exports_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_exports" ADD CONSTRAINT "fortnox_exports_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortnox_rate_windows" ADD CONSTRAINT "fortnox_rate_windows_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fortnox_auth_states_firm_idx" ON "fortnox_auth_states" USING btree ("firm_id");