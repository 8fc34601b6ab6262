CREATE TABLE "stage_schedules" (
	"stage_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"venue_ids" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "stage_schedules" ADD CONSTRAINT "stage_schedules_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;