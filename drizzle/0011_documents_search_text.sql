-- Custom SQL migration file, put your code below! --
-- A list's search text (issue #6): the document's number, mark, title, object and its client's number and
-- name, lower-cased in one column. A trigger keeps it, so every writer (the editor's save, status changes,
-- create-from, copies, provider intake) passes through the same place; a renamed client rewrites its
-- documents' text. Bulk state changes (archive, trash, move) do not name these columns and skip the work.
CREATE OR REPLACE FUNCTION documents_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  client_code text;
  client_name text;
BEGIN
  IF NEW.client_id IS NOT NULL THEN
    SELECT c.code, c.name INTO client_code, client_name FROM clients c WHERE c.id = NEW.client_id;
  END IF;
  NEW.search_text := lower(concat_ws(' ', NEW.number::text, NEW.mark, NEW.title, NEW.object, client_code, client_name));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_search_text_trigger
  BEFORE INSERT OR UPDATE OF number, mark, title, object, client_id ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_documents_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.code IS DISTINCT FROM OLD.code OR NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE documents SET client_id = client_id WHERE client_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER clients_documents_search_text_trigger
  AFTER UPDATE OF code, name ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_documents_search_text();--> statement-breakpoint
UPDATE documents SET client_id = client_id;
