import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What staff did, who did it and when, with the object before and after (docs/decisions/029). Written in
 * the transaction of the action itself, so an action and its line are committed together or not at all.
 * The course review queue (issue 17 item 4) writes the first lines; the staff console (issue 19) adds its
 * own actions to the same table.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member; kept (as null) when their account is deleted, so the trail stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, `<object>.<verb>`: `course.publish`, `course.send_back`. */
    action: text('action').notNull(),
    /** The kind of object and its id: `course` and `42`. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The fields the action changed, as they were and as they became (null when it created or deleted). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_audit_log_action_shape', sql`${t.action} ~ '^[a-z_]+\\.[a-z_]+$'`),
    // One object's history, newest first (a course's review decisions).
    index('staff_audit_log_object_idx').on(t.objectType, t.objectId, t.id.desc()),
    // One staff member's actions, newest first.
    index('staff_audit_log_actor_idx').on(t.actorId, t.id.desc()),
  ],
);
