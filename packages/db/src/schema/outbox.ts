import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
/**
 * pending: written, not yet handed over; sent: the provider accepted it; failed: the provider refused or
 * was unreachable (last_error says why); logged: no provider is configured (embedded mode), so the row
 * and the server log are where the message can be read.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A file attached to an e-mail: its name, MIME type (`text/calendar; method=PUBLISH`) and text. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail and SMS the platform sends (ARCHITECTURE.md "Two ways to run"): written before the
 * provider is called, so a message is never lost without a trace and a retry worker can pick up
 * pending and failed rows later. Text columns with checks rather than enums: adding a channel or a
 * status is then a one-line migration.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** An e-mail address or a +8801XXXXXXXXX number. */
    recipient: text('recipient').notNull(),
    /** E-mail subject; empty for SMS. */
    subject: text('subject').notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /**
     * Extra e-mail headers, sent again on a retry: `List-Unsubscribe` and `List-Unsubscribe-Post` on
     * announcement e-mails (RFC 8058). Null for most messages.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * Files sent with the e-mail, kept on the row so a retry sends them too: an event's .ics invitation
     * (docs/decisions/042). Small text files only. Null for most messages.
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    // What a retry worker (and an operator) asks: the unsent messages, oldest first.
    index('outbox_status_created_idx').on(t.status, t.createdAt),
    index('outbox_recipient_idx').on(t.recipient),
  ],
);
