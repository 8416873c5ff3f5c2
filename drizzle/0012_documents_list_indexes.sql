-- Custom SQL migration file, put your code below! --
-- Lists at scale (issue #6, docs/benchmarks.md "Documents at scale"): a kind's list page, its total count
-- and the folder counters all read one firm's documents of one kind in one state (active, archive or
-- trash). The key has the state's equalities first, then the lists' default order
-- (`modified_at desc nulls last, id desc`), so a page scan starts at the state's first row in list order
-- and stops after 20 matches; the INCLUDE columns carry every column the filters test, so the count and
-- the folder counters are index-only scans instead of a heap visit per document. Written by hand:
-- drizzle's index builder has no INCLUDE. The search text is bounded (mark, title and object are at most
-- 256 characters each), so an index row stays below PostgreSQL's limit.
CREATE INDEX IF NOT EXISTS "documents_firm_type_list_idx" ON "documents"
  USING btree ("firm_id", "doc_type", "deleted", "archived", "modified_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("doc_date", "folder_id", "completed", "search_text");
