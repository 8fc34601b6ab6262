CREATE TABLE "sport_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"is_e_sport" boolean NOT NULL,
	"order" integer NOT NULL,
	"allows_draws" boolean NOT NULL,
	"points" jsonb NOT NULL,
	"periods" jsonb NOT NULL,
	"event_types" jsonb NOT NULL,
	"players_on_field" integer NOT NULL,
	"squad_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_type_sports" (
	"stage_type_id" text NOT NULL,
	"sport_type_id" text NOT NULL,
	CONSTRAINT "stage_type_sports_stage_type_id_sport_type_id_pk" PRIMARY KEY("stage_type_id","sport_type_id")
);
--> statement-breakpoint
CREATE TABLE "stage_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"format" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_type_id" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stage_type_sports" ADD CONSTRAINT "stage_type_sports_stage_type_id_stage_types_id_fk" FOREIGN KEY ("stage_type_id") REFERENCES "public"."stage_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_type_sports" ADD CONSTRAINT "stage_type_sports_sport_type_id_sport_types_id_fk" FOREIGN KEY ("sport_type_id") REFERENCES "public"."sport_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_leagues" ADD CONSTRAINT "team_leagues_sport_type_id_sport_types_id_fk" FOREIGN KEY ("sport_type_id") REFERENCES "public"."sport_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_type_sports_sport_idx" ON "stage_type_sports" USING btree ("sport_type_id");--> statement-breakpoint
CREATE INDEX "team_leagues_sport_type_idx" ON "team_leagues" USING btree ("sport_type_id","order");