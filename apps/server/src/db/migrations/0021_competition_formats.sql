ALTER TABLE "fixtures" ADD COLUMN "bracket" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "games" jsonb;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "extra_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "home_label" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "away_label" text;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "grand_final_reset" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "deciding_best_of" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "wins_to_advance" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "losses_to_eliminate" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "max_rounds" integer;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "swiss_rules" text;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "away_goals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "final_legs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "draw" text DEFAULT 'bracket' NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "from_stage" jsonb;