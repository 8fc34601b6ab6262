CREATE TABLE "player_team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"is_sent_by_user" boolean NOT NULL,
	"sender_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"roster_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_payment_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_request_id" uuid NOT NULL,
	"marked_by" text NOT NULL,
	"reference" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"champ_id" uuid PRIMARY KEY NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"registration_deadline" date,
	"max_teams" integer,
	"entry_fee_amount" integer,
	"entry_fee_currency" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"champ_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"entry_fee_amount" integer,
	"entry_fee_currency" text,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_team_requests" ADD CONSTRAINT "player_team_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_requests" ADD CONSTRAINT "player_team_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_payment_marks" ADD CONSTRAINT "registration_payment_marks_team_request_id_team_requests_id_fk" FOREIGN KEY ("team_request_id") REFERENCES "public"."team_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_team_requests_pending_uq" ON "player_team_requests" USING btree ("player_id","team_id") WHERE "player_team_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_team_requests_player_idx" ON "player_team_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_team_requests_team_idx" ON "player_team_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "player_team_requests_user_idx" ON "player_team_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "player_team_requests_sender_idx" ON "player_team_requests" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "registration_payment_marks_request_idx" ON "registration_payment_marks" USING btree ("team_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_requests_pending_uq" ON "team_requests" USING btree ("champ_id","team_id") WHERE "team_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_requests_champ_idx" ON "team_requests" USING btree ("champ_id");--> statement-breakpoint
CREATE INDEX "team_requests_team_idx" ON "team_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_requests_sender_idx" ON "team_requests" USING btree ("sender_id");