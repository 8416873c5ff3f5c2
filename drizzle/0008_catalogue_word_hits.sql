CREATE TABLE "catalogue_word_hits" (
	"word_id" integer NOT NULL,
	"head" boolean NOT NULL,
	"popularity" integer NOT NULL,
	"product_id" integer NOT NULL,
	"facet_set_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_word_hits_rank_idx" ON "catalogue_word_hits" USING btree ("word_id","head" DESC NULLS LAST,"popularity" DESC NULLS LAST,"product_id","facet_set_id");--> statement-breakpoint
CREATE INDEX "catalogue_word_hits_set_idx" ON "catalogue_word_hits" USING btree ("word_id","facet_set_id");--> statement-breakpoint
CREATE INDEX "catalogue_word_hits_product_idx" ON "catalogue_word_hits" USING btree ("product_id");