import { bigint, bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
