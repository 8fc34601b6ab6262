CREATE TABLE "fixture_result_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "fixture_result_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fixture_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"reset_fixture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixture_result_changes" ADD CONSTRAINT "fixture_result_changes_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixture_result_changes_fixture_idx" ON "fixture_result_changes" USING btree ("fixture_id","seq");