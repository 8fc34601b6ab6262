CREATE TABLE "fixture_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"related_player_id" uuid,
	"minute" integer,
	"added_time" integer DEFAULT 0 NOT NULL,
	"period" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixture_lineups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"side" text NOT NULL,
	"team_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"started" boolean DEFAULT true NOT NULL,
	"shirt_number" integer,
	"position" text,
	"captain" boolean DEFAULT false NOT NULL,
	"stats" jsonb,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fixture_lineups_player_unique" UNIQUE("fixture_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "fixture_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"provider" text,
	"title" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "period" integer;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "period_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "period_scores" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "loser_next_fixture_id" uuid;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "loser_next_side" text;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "third_place" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "seeding" jsonb;--> statement-breakpoint
ALTER TABLE "fixture_events" ADD CONSTRAINT "fixture_events_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_events" ADD CONSTRAINT "fixture_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_events" ADD CONSTRAINT "fixture_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_events" ADD CONSTRAINT "fixture_events_related_player_id_players_id_fk" FOREIGN KEY ("related_player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_media" ADD CONSTRAINT "fixture_media_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixture_events_fixture_idx" ON "fixture_events" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "fixture_events_player_idx" ON "fixture_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "fixture_events_related_idx" ON "fixture_events" USING btree ("related_player_id");--> statement-breakpoint
CREATE INDEX "fixture_lineups_player_idx" ON "fixture_lineups" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "fixture_media_fixture_idx" ON "fixture_media" USING btree ("fixture_id","created_at");--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_loser_next_fixture_id_fixtures_id_fk" FOREIGN KEY ("loser_next_fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE set null ON UPDATE no action;