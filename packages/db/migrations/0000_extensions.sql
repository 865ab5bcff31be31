-- Trigram similarity lets catalog search tolerate typos ("fluter" finds Flutter). PGlite needs the
-- extension passed at creation as well (packages/db/src/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE (it could depend on a type's output function), so a generated column
-- cannot call it; for text[] it is in fact immutable, and this wrapper says so.
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, $2) $$;
