CREATE TABLE "round_check_in_windows" (
	"stage_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"champ_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"open_notice_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"forfeited_fixture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_fixture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_check_in_windows_stage_id_round_pk" PRIMARY KEY("stage_id","round")
);
--> statement-breakpoint
CREATE TABLE "round_check_ins" (
	"stage_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_check_ins_stage_id_round_team_id_pk" PRIMARY KEY("stage_id","round","team_id")
);
--> statement-breakpoint
ALTER TABLE "round_check_in_windows" ADD CONSTRAINT "round_check_in_windows_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_check_in_windows" ADD CONSTRAINT "round_check_in_windows_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_check_ins" ADD CONSTRAINT "round_check_ins_window_fk" FOREIGN KEY ("stage_id","round") REFERENCES "public"."round_check_in_windows"("stage_id","round") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "round_check_in_windows_champ_idx" ON "round_check_in_windows" USING btree ("champ_id");