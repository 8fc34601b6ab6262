-- Counters the downstream modules keep from now on (docs/adr/0011-module-boundaries.md), set once from the
-- rows that exist already (the demo and every installation before them).
UPDATE "champ_leagues" SET "champ_count" = (
  SELECT count(*) FROM "champs" WHERE "champs"."champ_league_id" = "champ_leagues"."id"
);--> statement-breakpoint
UPDATE "stages" SET
  "fixture_count" = (SELECT count(*) FROM "fixtures" WHERE "fixtures"."stage_id" = "stages"."id"),
  "result_count" = (
    SELECT count(*) FROM "fixtures"
    WHERE "fixtures"."stage_id" = "stages"."id" AND "fixtures"."status" = 'finished' AND NOT "fixtures"."is_bye"
  );
