-- Search (spec §7 "Other", GET /api/search): accent- and case-insensitive, typo-tolerant matching of names
-- with trigrams. Both extensions ship with PostgreSQL's contrib and are trusted (a database owner may create
-- them); PGlite loads them as extensions (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it reads its dictionary through the search path), so it cannot be used in an index.
-- This wrapper names the dictionary by schema, which makes the result fixed for a given input: IMMUTABLE.
CREATE OR REPLACE FUNCTION public.matchday_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The searched form of a name is lower(matchday_unaccent(name)); the repos' queries use the same expression.
CREATE INDEX IF NOT EXISTS "champ_leagues_name_trgm_idx" ON "champ_leagues" USING gin (lower(public.matchday_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "champs_name_trgm_idx" ON "champs" USING gin (lower(public.matchday_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "teams_name_trgm_idx" ON "teams" USING gin (lower(public.matchday_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "players_name_trgm_idx" ON "players" USING gin (lower(public.matchday_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_items_title_trgm_idx" ON "news_items" USING gin (lower(public.matchday_unaccent("title")) gin_trgm_ops);
