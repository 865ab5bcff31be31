import type { Database } from '@dokkho/db';
import * as repo from './repo';

/*
 * The staff audit trail (docs/decisions/029): every staff action that changes something writes one line,
 * with the caller's transaction, so the change and its line are committed together or not at all. The
 * course review queue writes the first ones (issue 17 item 4); the staff console (issue 19) builds on it.
 */

export interface StaffAction {
  /** The staff member who acted. */
  actorId: number;
  /** `<object>.<verb>`, lower case: `course.publish`. */
  action: `${string}.${string}`;
  object: { type: string; id: number | string };
  /** Only the fields the action changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at?: Date;
}

export async function recordStaffAction(tx: Database, input: StaffAction): Promise<number> {
  return repo.insertEntry(tx, {
    actorId: input.actorId,
    action: input.action,
    objectType: input.object.type,
    objectId: String(input.object.id),
    before: input.before,
    after: input.after,
    createdAt: input.at,
  });
}

/** One object's trail, newest first. */
export async function auditTrailOf(
  db: Database,
  object: { type: string; id: number | string },
  limit = 50,
): Promise<repo.StaffAuditRow[]> {
  return repo.findEntries(db, object.type, String(object.id), limit);
}
