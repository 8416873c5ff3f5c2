CREATE TABLE "file_link_parts" (
	"link_id" text NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "file_link_parts_link_id_seq_pk" PRIMARY KEY("link_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_links" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "file_link_parts" ADD CONSTRAINT "file_link_parts_link_id_file_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."file_links"("id") ON DELETE cascade ON UPDATE no action;