import { sql } from 'drizzle-orm';
import { roles } from '@sehat/core/user/limits';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** When the owner opened a verification link sent to `email`; a new email clears it (ADR 130). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    fullName: text('full_name').notNull(),
    address: text('address').notNull().default(''),
    role: text('role', { enum: roles }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    photoPath: text('photo_path'),
    // Consent to processing health data (with the 18+ confirmation) and the policy version it
    // was given to; null for an account an admin made, until its owner gives it.
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentPolicyVersion: text('consent_policy_version'),
    statisticsConsent: boolean('statistics_consent').notNull().default(false),
    /** When the statistics choice was last made (with the consent, or on its own later). */
    statisticsConsentAt: timestamp('statistics_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case; emails are stored lower-cased.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('user', 'counsellor', 'supervisor', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
