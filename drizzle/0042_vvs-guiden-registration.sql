CREATE TABLE "vvs_guiden_registrations" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"installer_id" text NOT NULL,
	"login" text NOT NULL,
	"profile_url" text NOT NULL,
	"contact_employee_id" uuid,
	"registered_at" timestamp with time zone NOT NULL,
	"push_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vvs_guiden_registrations" ADD CONSTRAINT "vvs_guiden_registrations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vvs_guiden_registrations" ADD CONSTRAINT "vvs_guiden_registrations_contact_employee_id_employees_id_fk" FOREIGN KEY ("contact_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;