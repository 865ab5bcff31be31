import { and, asc, count, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { advisorSlots, advisorBookings, users } = schema;

export type SlotRow = typeof advisorSlots.$inferSelect;
export type BookingRow = typeof advisorBookings.$inferSelect;

/** Slots nobody holds, not cancelled, starting after `now` and before `until`, soonest first. */
export async function findFreeSlots(db: Database, now: Date, until: Date): Promise<SlotRow[]> {
  return db
    .select({ slot: advisorSlots })
    .from(advisorSlots)
    .leftJoin(
      advisorBookings,
      and(eq(advisorBookings.slotId, advisorSlots.id), isNull(advisorBookings.cancelledAt)),
    )
    .where(
      and(
        isNull(advisorSlots.cancelledAt),
        isNull(advisorBookings.id),
        gt(advisorSlots.startsAt, now),
        lte(advisorSlots.startsAt, until),
      ),
    )
    .orderBy(asc(advisorSlots.startsAt), asc(advisorSlots.id))
    .then((rows) => rows.map((row) => row.slot));
}

/** The slot, locked for this transaction: bookings of one slot (and its cancellation) queue up here. */
export async function lockSlot(db: Database, slotId: number): Promise<SlotRow | undefined> {
  const [slot] = await db.select().from(advisorSlots).where(eq(advisorSlots.id, slotId)).for('update');
  return slot;
}

export async function findLiveBookingOfSlot(db: Database, slotId: number): Promise<BookingRow | undefined> {
  const [booking] = await db
    .select()
    .from(advisorBookings)
    .where(and(eq(advisorBookings.slotId, slotId), isNull(advisorBookings.cancelledAt)));
  return booking;
}

/** Takes the user's row lock: one person's bookings are made one at a time (the upcoming-bookings cap). */
export async function lockUser(db: Database, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

export async function findUserContact(db: Database, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** How many live bookings the user holds on slots that have not started. */
export async function countUpcomingBookings(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(advisorBookings)
    .innerJoin(advisorSlots, eq(advisorSlots.id, advisorBookings.slotId))
    .where(
      and(
        eq(advisorBookings.userId, userId),
        isNull(advisorBookings.cancelledAt),
        gt(advisorSlots.startsAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function insertBooking(
  db: Database,
  values: { slotId: number; userId: number; note: string; createdAt: Date },
): Promise<BookingRow> {
  const [row] = await db.insert(advisorBookings).values(values).returning();
  return row!;
}

/** The user's own live booking, locked; undefined for anyone else's, a cancelled one, or none. */
export async function lockOwnBooking(db: Database, userId: number, bookingId: number) {
  const [row] = await db
    .select()
    .from(advisorBookings)
    .where(
      and(
        eq(advisorBookings.id, bookingId),
        eq(advisorBookings.userId, userId),
        isNull(advisorBookings.cancelledAt),
      ),
    )
    .for('update');
  return row;
}

export async function moveBooking(db: Database, bookingId: number, slotId: number): Promise<BookingRow> {
  const [row] = await db
    .update(advisorBookings)
    .set({ slotId, remindedAt: null })
    .where(eq(advisorBookings.id, bookingId))
    .returning();
  return row!;
}

export async function cancelBooking(db: Database, bookingId: number, by: 'learner' | 'staff', at: Date) {
  await db
    .update(advisorBookings)
    .set({ cancelledAt: at, cancelledBy: by })
    .where(and(eq(advisorBookings.id, bookingId), isNull(advisorBookings.cancelledAt)));
}

export async function findSlot(db: Database, slotId: number): Promise<SlotRow | undefined> {
  const [slot] = await db.select().from(advisorSlots).where(eq(advisorSlots.id, slotId));
  return slot;
}

/** The user's live bookings on slots that have not ended, soonest first, with their slots. */
export async function findMyBookings(db: Database, userId: number, now: Date) {
  return db
    .select({ booking: advisorBookings, slot: advisorSlots })
    .from(advisorBookings)
    .innerJoin(advisorSlots, eq(advisorSlots.id, advisorBookings.slotId))
    .where(
      and(
        eq(advisorBookings.userId, userId),
        isNull(advisorBookings.cancelledAt),
        sql`${advisorSlots.startsAt} + make_interval(mins => ${advisorSlots.durationMinutes}) > ${now}`,
      ),
    )
    .orderBy(asc(advisorSlots.startsAt));
}

export async function insertSlot(db: Database, values: typeof advisorSlots.$inferInsert): Promise<SlotRow> {
  const [row] = await db.insert(advisorSlots).values(values).returning();
  return row!;
}

export async function markSlotCancelled(db: Database, slotId: number, at: Date) {
  await db.update(advisorSlots).set({ cancelledAt: at }).where(eq(advisorSlots.id, slotId));
}

/** Staff's list: slots from `from` on (cancelled ones too), soonest first. */
export async function findStaffSlots(db: Database, from: Date): Promise<SlotRow[]> {
  return db
    .select()
    .from(advisorSlots)
    .where(gte(advisorSlots.startsAt, from))
    .orderBy(asc(advisorSlots.startsAt), asc(advisorSlots.id));
}

/** The live bookings of these slots, with the learners' names and addresses. */
export async function findBookingsOfSlots(db: Database, slotIds: readonly number[]) {
  if (slotIds.length === 0) return [];
  return db
    .select({
      booking: advisorBookings,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(advisorBookings)
    .innerJoin(users, eq(users.id, advisorBookings.userId))
    .where(and(inArray(advisorBookings.slotId, [...slotIds]), isNull(advisorBookings.cancelledAt)));
}

/** How many bookings of each slot the learners cancelled (or moved away). */
export async function countCancelledBookings(db: Database, slotIds: readonly number[]) {
  if (slotIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ slotId: advisorBookings.slotId, n: count() })
    .from(advisorBookings)
    .where(and(inArray(advisorBookings.slotId, [...slotIds]), eq(advisorBookings.cancelledBy, 'learner')))
    .groupBy(advisorBookings.slotId);
  return new Map(rows.map((row) => [row.slotId, row.n]));
}

/**
 * Claims the reminders due: live bookings whose call starts within `withinMinutes` and that no sweep has
 * claimed yet. The UPDATE ... RETURNING is the claim: a second sweep no longer matches these rows.
 */
export async function claimDueReminders(db: Database, now: Date, withinMinutes: number) {
  const horizon = new Date(now.getTime() + withinMinutes * 60_000);
  const claimed = await db
    .update(advisorBookings)
    .set({ remindedAt: now })
    .where(
      and(
        isNull(advisorBookings.cancelledAt),
        isNull(advisorBookings.remindedAt),
        inArray(
          advisorBookings.slotId,
          db
            .select({ id: advisorSlots.id })
            .from(advisorSlots)
            .where(
              and(
                isNull(advisorSlots.cancelledAt),
                gt(advisorSlots.startsAt, now),
                lte(advisorSlots.startsAt, horizon),
              ),
            ),
        ),
      ),
    )
    .returning();
  return claimed;
}
