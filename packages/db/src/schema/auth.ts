import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Refresh tokens (ARCHITECTURE.md "Identity, sessions and roles"). The opaque token itself is never
 * stored, only its SHA-256, so a leaked table does not hand out sessions. Every rotation adds a row to the
 * same family; presenting a row that is already revoked means the token was stolen or replayed, and the
 * whole family is revoked (OWASP ASVS 10.4.5).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    // bigserial: one row per rotation (about every 15 minutes per active session) adds up quickly.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One sign-in: the first token and every token rotated from it. */
    familyId: uuid('family_id').notNull(),
    /** Hex SHA-256 of the opaque token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Absolute end of the sign-in: rotation keeps the family's expiry (ASVS 10.4.8). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token this one was rotated into; null while it is the family's current token. */
    replacedById: bigint('replaced_by_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** What a one-time e-mailed token proves; password reset will reuse the table. */
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Tokens sent by e-mail (ARCHITECTURE.md: activation links are single-use, expire and are stored
 * hashed). Like refresh tokens, only the SHA-256 of the 256-bit token is kept. Issuing a new token
 * deletes the user's unused ones of the same purpose, so only the latest link works.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_verification_tokens_purpose_known', sql`${t.purpose} in ('verify_email', 'reset_password')`),
    // The resend cooldown and the invalidation of older links look up a user's tokens of one purpose.
    index('email_verification_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/**
 * One-time codes sent by SMS to confirm a mobile number (ARCHITECTURE.md; OWASP ASVS 6.5/6.6: single-use,
 * 6 digits, at most 10 minutes, limited wrong guesses). Only an HMAC of the code is kept: six digits are
 * too few for a bare hash to hide them. Sending a new code deletes the user's unused ones.
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code was sent to, normalised (+8801XXXXXXXXX). */
    phoneNumber: text('phone_number').notNull(),
    /** Hex HMAC-SHA256 of the code, keyed with the server secret. */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The resend cooldown and "the current code" look up a user's latest code.
    index('phone_verification_codes_user_idx').on(t.userId, t.createdAt),
    // Daily send limits per number (one number must not be used to spam someone).
    index('phone_verification_codes_phone_idx').on(t.phoneNumber, t.createdAt),
  ],
);
