ALTER TABLE "provider_news" ADD COLUMN "image_file_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_news" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabinet_items" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_news" ADD CONSTRAINT "provider_news_image_file_id_provider_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."provider_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_news_image_idx" ON "provider_news" USING btree ("image_file_id");