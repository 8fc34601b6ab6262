ALTER TABLE "champ_leagues" ADD COLUMN "champ_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "fixture_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "result_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_entry_fk" FOREIGN KEY ("champ_id","home_team_id") REFERENCES "public"."champ_teams"("champ_id","team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_entry_fk" FOREIGN KEY ("champ_id","away_team_id") REFERENCES "public"."champ_teams"("champ_id","team_id") ON DELETE no action ON UPDATE no action;