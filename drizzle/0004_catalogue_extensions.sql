-- Custom SQL migration file, put your code below! --
-- The catalogue searches its word dictionary with trigram indexes (pg_trgm; the client register creates
-- it too, hence IF NOT EXISTS). unaccent is there for accent-insensitive SQL; the catalogue itself folds
-- accents in TypeScript (src/shared/domain/catalogue-search.ts) so queries and stored words agree.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
