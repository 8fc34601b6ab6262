CREATE TABLE "champ_reporting" (
	"champ_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"confirm_hours" integer NOT NULL,
	"report_deadline_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixture_reporting" (
	"fixture_id" uuid PRIMARY KEY NOT NULL,
	"champ_id" uuid NOT NULL,
	"state" text,
	"reported_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixture_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"side" text NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"games" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixture_reports_fixture_team_uq" UNIQUE("fixture_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "champ_reporting" ADD CONSTRAINT "champ_reporting_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_reporting" ADD CONSTRAINT "fixture_reporting_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_reporting" ADD CONSTRAINT "fixture_reporting_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_reports" ADD CONSTRAINT "fixture_reports_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_reports" ADD CONSTRAINT "fixture_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixture_reporting_state_idx" ON "fixture_reporting" USING btree ("state","reported_at");