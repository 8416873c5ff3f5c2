DROP TABLE "catalogue_category_set_counts" CASCADE;--> statement-breakpoint
DROP TABLE "catalogue_word_hits" CASCADE;--> statement-breakpoint
DROP TABLE "catalogue_word_set_counts" CASCADE;--> statement-breakpoint
DROP INDEX "catalogue_free_items_words_idx";--> statement-breakpoint
DROP INDEX "catalogue_free_items_popularity_idx";--> statement-breakpoint
DROP INDEX "catalogue_product_search_words_idx";--> statement-breakpoint
DROP INDEX "catalogue_product_search_category_idx";--> statement-breakpoint
DROP INDEX "catalogue_product_search_set_idx";--> statement-breakpoint
DROP INDEX "catalogue_product_search_popularity_idx";--> statement-breakpoint
DROP INDEX "catalogue_product_search_title_idx";