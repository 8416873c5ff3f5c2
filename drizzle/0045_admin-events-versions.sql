ALTER TABLE "provider_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_answers_event_idx" ON "survey_answers" USING btree ("calendar_event_locator");