ALTER TABLE "outbox_messages" ADD COLUMN "smtp_state" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_smtp_unsent_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."smtp_state" in ('pending', 'sending');