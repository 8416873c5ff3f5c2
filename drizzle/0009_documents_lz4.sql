-- A 300-line document's lines are ~110 kB of jsonb, compressed into TOAST on every autosave. lz4
-- compresses them in about half pglz's time (decision 0010). PostgreSQL builds without lz4 (PGlite)
-- refuse the setting; they keep pglz, which is only slower.
DO $$
BEGIN
  ALTER TABLE "documents" ALTER COLUMN "items" SET COMPRESSION lz4;
  ALTER TABLE "documents" ALTER COLUMN "header" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available here: documents keep pglz compression';
END $$;
