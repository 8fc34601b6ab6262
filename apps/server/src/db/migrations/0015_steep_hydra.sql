CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"champ_league_id" uuid,
	"champ_id" uuid,
	"team_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"excerpt" text NOT NULL,
	"image" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_one_owner" CHECK (num_nonnulls("news_items"."champ_league_id", "news_items"."champ_id", "news_items"."team_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_champ_league_id_champ_leagues_id_fk" FOREIGN KEY ("champ_league_id") REFERENCES "public"."champ_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_league_idx" ON "news_items" USING btree ("champ_league_id","published_at");--> statement-breakpoint
CREATE INDEX "news_items_champ_idx" ON "news_items" USING btree ("champ_id","published_at");--> statement-breakpoint
CREATE INDEX "news_items_team_idx" ON "news_items" USING btree ("team_id","published_at");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("status","published_at");