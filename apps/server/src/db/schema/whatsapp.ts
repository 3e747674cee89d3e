import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The WhatsApp number behind an account (ADR 227): personal data, so it goes with the account.
 * An account made for a number that wrote first has no password and an address that receives
 * no mail; it exists to hold that person's one conversation.
 */
export const whatsappContacts = pgTable('whatsapp_contacts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** As WhatsApp gives it (`wa_id`: country code and number, digits only). */
  phone: text('phone').notNull().unique(),
  /** The person's last message: after 24 hours only a template may reach them. */
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
  /** When a web member linked this number with a one-time code (ADR 233); null for a number's own account. */
  linkedAt: timestamp('linked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's one live code for linking their WhatsApp number (ADR 233): only its keyed hash is
 * kept; a new code replaces the old, and using it removes it.
 */
export const whatsappLinkCodes = pgTable('whatsapp_link_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
