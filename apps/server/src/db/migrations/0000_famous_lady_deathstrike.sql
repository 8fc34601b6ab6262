CREATE TABLE "champ_leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport_kind_id" text NOT NULL,
	"subdomain" text NOT NULL,
	"description" text,
	"logo" text,
	"page_configuration" jsonb,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "champ_leagues_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "champ_teams" (
	"champ_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "champ_teams_champ_id_team_id_pk" PRIMARY KEY("champ_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "champs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"champ_league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"season" text,
	"start_date" date,
	"description" text,
	"logo" text,
	"rules" jsonb NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"champ_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"group_id" uuid,
	"round" integer NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"leg" integer DEFAULT 1 NOT NULL,
	"home_team_id" uuid,
	"away_team_id" uuid,
	"home_score" integer,
	"away_score" integer,
	"home_penalties" integer,
	"away_penalties" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone,
	"is_bye" boolean DEFAULT false NOT NULL,
	"next_fixture_id" uuid,
	"next_side" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_group_teams" (
	"group_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "stage_group_teams_group_id_team_id_pk" PRIMARY KEY("group_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "stage_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"champ_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"legs" integer DEFAULT 1 NOT NULL,
	"group_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_roles_item_user_role_uq" UNIQUE("item_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"sport_kind_id" text NOT NULL,
	"logo" text,
	"team_league_id" text,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "champ_teams" ADD CONSTRAINT "champ_teams_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champ_teams" ADD CONSTRAINT "champ_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "champs" ADD CONSTRAINT "champs_champ_league_id_champ_leagues_id_fk" FOREIGN KEY ("champ_league_id") REFERENCES "public"."champ_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_group_id_stage_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."stage_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_next_fixture_id_fixtures_id_fk" FOREIGN KEY ("next_fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_group_teams" ADD CONSTRAINT "stage_group_teams_group_id_stage_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."stage_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_group_teams" ADD CONSTRAINT "stage_group_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_groups" ADD CONSTRAINT "stage_groups_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "champ_leagues_owner_idx" ON "champ_leagues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "champ_teams_team_idx" ON "champ_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "champs_league_idx" ON "champs" USING btree ("champ_league_id");--> statement-breakpoint
CREATE INDEX "champs_owner_idx" ON "champs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "fixtures_champ_idx" ON "fixtures" USING btree ("champ_id");--> statement-breakpoint
CREATE INDEX "fixtures_stage_idx" ON "fixtures" USING btree ("stage_id","round","slot");--> statement-breakpoint
CREATE INDEX "fixtures_home_idx" ON "fixtures" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "fixtures_away_idx" ON "fixtures" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "fixtures_starts_idx" ON "fixtures" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "stage_groups_stage_idx" ON "stage_groups" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "stages_champ_idx" ON "stages" USING btree ("champ_id");--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "teams_sport_name_idx" ON "teams" USING btree ("sport_kind_id","name");