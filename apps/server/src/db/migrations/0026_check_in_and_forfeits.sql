CREATE TABLE "check_in_windows" (
	"champ_id" uuid PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"missing" text NOT NULL,
	"open_notice_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"dropped_team_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"champ_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_champ_id_team_id_pk" PRIMARY KEY("champ_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"champ_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"reason" text NOT NULL,
	"fixture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_champ_id_team_id_pk" PRIMARY KEY("champ_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "forfeit" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "expunged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "result_note" text;--> statement-breakpoint
ALTER TABLE "check_in_windows" ADD CONSTRAINT "check_in_windows_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_entry_fk" FOREIGN KEY ("champ_id","team_id") REFERENCES "public"."champ_teams"("champ_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_entry_fk" FOREIGN KEY ("champ_id","team_id") REFERENCES "public"."champ_teams"("champ_id","team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_team_idx" ON "withdrawals" USING btree ("team_id");