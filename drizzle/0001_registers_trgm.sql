-- Custom SQL migration file, put your code below! --
-- The client register searches substrings with trigram indexes; the catalogue needs the same extension,
-- so both migrations create it only if it is missing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
