import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EventKind, EventRegistrationStatus } from '@dokkho/contract/events';
import { schema, type Database } from '@dokkho/db';

const { events, eventRegistrations, eventMessages, consultationRequests, genres, courses } = schema;

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** `starts_at + duration` as SQL. */
export const endsAtSql = sql`(${events.startsAt} + ${events.durationMinutes} * interval '1 minute')`;

const confirmedCount = sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r
  WHERE r.event_id = ${events.id} AND r.status = 'confirmed')`;
const waitlistCount = sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r
  WHERE r.event_id = ${events.id} AND r.status = 'waitlisted')`;

/** An event with what its card needs: topic, the related course (published only) and seat counts. */
const cardColumns = {
  event: events,
  genre: { id: genres.id, slug: genres.slug, name: genres.name },
  course: { id: courses.id, slug: courses.slug, title: courses.title, titleBn: courses.titleBn },
  confirmed: confirmedCount,
  waitlisted: waitlistCount,
};

export interface CardRow {
  event: EventRow;
  genre: { id: number; slug: string; name: string } | null;
  course: { id: number; slug: string; title: string; titleBn: string | null } | null;
  confirmed: number;
  waitlisted: number;
}

function cardQuery(db: Database) {
  return db
    .select(cardColumns)
    .from(events)
    .leftJoin(genres, eq(genres.id, events.genreId))
    .leftJoin(courses, and(eq(courses.id, events.relatedCourseId), eq(courses.status, 'published')));
}

/** Upcoming: not ended (cancelled ones stay out); past: ended and not cancelled. */
function whenFilter(when: 'upcoming' | 'past', now: Date): SQL {
  return when === 'upcoming'
    ? and(eq(events.status, 'scheduled'), gt(endsAtSql, now))!
    : and(eq(events.status, 'scheduled'), lte(endsAtSql, now))!;
}

export async function listCards(
  db: Database,
  input: {
    kind: EventKind;
    when: 'upcoming' | 'past';
    genreId?: number | undefined;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ total: number; rows: CardRow[] }> {
  const where = and(
    eq(events.kind, input.kind),
    whenFilter(input.when, input.now),
    input.genreId === undefined ? undefined : eq(events.genreId, input.genreId),
  );
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(where);
  const rows = await cardQuery(db)
    .where(where)
    .orderBy(
      input.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt),
      input.when === 'upcoming' ? asc(events.id) : desc(events.id),
    )
    .limit(input.limit)
    .offset(input.offset);
  return { total: count?.total ?? 0, rows };
}

export async function findCard(db: Database, eventId: number): Promise<CardRow | undefined> {
  const [row] = await cardQuery(db).where(eq(events.id, eventId));
  return row;
}

export async function findCards(db: Database, eventIds: readonly number[]): Promise<CardRow[]> {
  if (eventIds.length === 0) return [];
  return cardQuery(db).where(inArray(events.id, [...eventIds]));
}

/** The next scheduled event of a kind that has not ended (the teaser, the chatbot). */
/**
 * The next event one can still register for (the home teaser's "Register free"): not started, since
 * registration closes at the start. A live one is in the upcoming list, not here.
 */
export async function nextCard(db: Database, kind: EventKind, now: Date): Promise<CardRow | undefined> {
  const [row] = await cardQuery(db)
    .where(and(eq(events.kind, kind), whenFilter('upcoming', now), gt(events.startsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1);
  return row;
}

/** The topics (genres) that have a free class, upcoming or past, for the filter chips. */
export async function freeClassTopics(db: Database) {
  return db
    .selectDistinct({ id: genres.id, slug: genres.slug, name: genres.name, position: genres.position })
    .from(genres)
    .innerJoin(
      events,
      and(eq(events.genreId, genres.id), eq(events.kind, 'free_class'), eq(events.status, 'scheduled')),
    )
    .orderBy(asc(genres.position), asc(genres.name));
}

export async function genreBySlug(db: Database, slug: string) {
  const [row] = await db.select({ id: genres.id }).from(genres).where(eq(genres.slug, slug));
  return row;
}

/** Locks the event row for a seat decision: concurrent registrations queue here. */
export async function lockEvent(tx: Database, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row;
}

export async function findEvent(db: Database, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

export async function countByStatus(db: Database, eventId: number, status: EventRegistrationStatus) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, status)));
  return row?.count ?? 0;
}

/** A live registration (not cancelled) of the event with this e-mail or phone. */
export async function findLiveDuplicate(
  db: Database,
  input: { eventId: number; email?: string | undefined; phone?: string | undefined },
) {
  const matches = [
    input.email ? eq(eventRegistrations.email, input.email) : undefined,
    input.phone ? eq(eventRegistrations.phone, input.phone) : undefined,
  ].filter(Boolean) as SQL[];
  if (matches.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, input.eventId),
        ne(eventRegistrations.status, 'cancelled'),
        or(...matches),
      ),
    )
    .orderBy(asc(eventRegistrations.id))
    .limit(1);
  return row;
}

export async function insertRegistration(
  tx: Database,
  values: typeof eventRegistrations.$inferInsert,
): Promise<RegistrationRow> {
  const [row] = await tx.insert(eventRegistrations).values(values).returning();
  return row!;
}

export async function setTicketHash(tx: Database, registrationId: number, ticketHash: string) {
  await tx.update(eventRegistrations).set({ ticketHash }).where(eq(eventRegistrations.id, registrationId));
}

export async function findRegistration(db: Database, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row;
}

export async function findRegistrationByTicket(
  db: Database,
  ticketHash: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.ticketHash, ticketHash));
  return row;
}

/** The user's live registration of the event (the newest, if a cancelled one came before). */
export async function findUserRegistration(
  db: Database,
  eventId: number,
  userId: number,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .orderBy(desc(eventRegistrations.id))
    .limit(1);
  return row;
}

/** The user's live registrations of these events, by event. */
export async function userRegistrations(db: Database, userId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        inArray(eventRegistrations.eventId, [...eventIds]),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    );
}

/** Every live registration of the user, for "my events". */
export async function allUserRegistrations(db: Database, userId: number) {
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.userId, userId), ne(eventRegistrations.status, 'cancelled')));
}

/** 1 for the oldest waitlisted registration of the event. */
export async function waitlistPosition(db: Database, registration: RegistrationRow): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        or(
          sql`${eventRegistrations.createdAt} < ${registration.createdAt}`,
          and(
            eq(eventRegistrations.createdAt, registration.createdAt),
            sql`${eventRegistrations.id} < ${registration.id}`,
          ),
        ),
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

export async function cancelRegistration(tx: Database, id: number, now: Date) {
  await tx
    .update(eventRegistrations)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(eventRegistrations.id, id));
}

/**
 * Moves the oldest `seats` waitlisted registrations up (inside the event's lock). `confirmed_at` later
 * than `created_at` is what marks a registration as promoted for the `promoted` message.
 */
export async function promoteWaitlisted(tx: Database, eventId: number, seats: number, now: Date) {
  if (seats <= 0) return [];
  const oldest = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(seats);
  if (oldest.length === 0) return [];
  return tx
    .update(eventRegistrations)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      inArray(
        eventRegistrations.id,
        oldest.map((row) => row.id),
      ),
    )
    .returning({ id: eventRegistrations.id });
}

/** A join click: the first one is the attendance. */
export async function recordJoin(db: Database, registrationId: number, now: Date) {
  await db
    .update(eventRegistrations)
    .set({
      joinClicks: sql`${eventRegistrations.joinClicks} + 1`,
      attendedAt: sql`coalesce(${eventRegistrations.attendedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(eventRegistrations.id, registrationId));
}

/**
 * Claims one message of the delivery ledger: the row is inserted, or it was already there (another
 * sweep, an earlier run) and nothing is returned. In the transaction that writes the message.
 */
export async function claimMessage(
  tx: Database,
  input: {
    registrationId: number;
    kind: typeof eventMessages.$inferInsert.kind;
    eventStartsAt: Date;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(eventMessages)
    .values({
      registrationId: input.registrationId,
      kind: input.kind,
      eventStartsAt: input.eventStartsAt,
      sentAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ registrationId: eventMessages.registrationId });
  return rows.length > 0;
}

export async function insertConsultation(tx: Database, values: typeof consultationRequests.$inferInsert) {
  const [row] = await tx
    .insert(consultationRequests)
    .values(values)
    .returning({ id: consultationRequests.id });
  return row!.id;
}

export async function setOfferPromo(tx: Database, eventId: number, promoId: number) {
  await tx.update(events).set({ offerPromoId: promoId }).where(eq(events.id, eventId));
}
