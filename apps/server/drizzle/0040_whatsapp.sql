CREATE TABLE "whatsapp_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_contacts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "wamid" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_wamid_key" ON "chat_messages" USING btree ("wamid");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_channel_check" CHECK ("conversations"."channel" in ('web', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_delivery_check" CHECK ("chat_messages"."delivery" is null or "chat_messages"."delivery" in ('sent', 'delivered', 'read', 'failed'));