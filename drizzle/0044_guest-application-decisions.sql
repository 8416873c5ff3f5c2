CREATE TABLE "guest_application_decisions" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"firm_id" uuid,
	"note" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_application_decisions" ADD CONSTRAINT "guest_application_decisions_answer_id_survey_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."survey_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_application_decisions" ADD CONSTRAINT "guest_application_decisions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_application_decisions_firm_idx" ON "guest_application_decisions" USING btree ("firm_id");