import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsultationStatus } from '@dokkho/contract/events';
import { schema, type Database } from '@dokkho/db';

const {
  events,
  eventRegistrations,
  consultationRequests,
  courses,
  genres,
  users,
  orders,
  promoCodes,
  instructorProfiles,
} = schema;

export type EventRecord = typeof events.$inferSelect;
export type EventInsert = typeof events.$inferInsert;

const fullName = (table: typeof users) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;
const ends = sql`(${events.startsAt} + ${events.durationMinutes} * interval '1 minute')`;

/** An event with its host's name and its related course's title. */
export type EventWithNames = {
  event: EventRecord;
  hostName: string;
  course: { id: number; slug: string; title: string } | null;
  offerCode: string | null;
};

function selectWithNames(db: Database) {
  return db
    .select({
      event: events,
      hostName: fullName(users),
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      offerCode: promoCodes.code,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostUserId))
    .leftJoin(courses, eq(courses.id, events.relatedCourseId))
    .leftJoin(promoCodes, eq(promoCodes.id, events.offerPromoId));
}

/** One event, as any host may read it (the caller checks who hosts it). */
export async function findEvent(db: Database, id: number): Promise<EventWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(events.id, id));
  return row;
}

/** Locks the event row for a write (the registrations lock it the same way). */
export async function lockEvent(db: Database, id: number): Promise<EventRecord | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/**
 * A page of events: upcoming (not ended) soonest first, past latest first, cancelled latest first. An
 * instructor's (`hostUserId`) own only; staff (null) all.
 */
export async function pageOfEvents(
  db: Database,
  options: {
    hostUserId: number | null;
    when: 'upcoming' | 'past' | 'all';
    kind: EventRecord['kind'] | undefined;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: EventWithNames[]; total: number }> {
  const { now } = options;
  const conditions: SQL[] = [];
  if (options.hostUserId !== null) conditions.push(eq(events.hostUserId, options.hostUserId));
  if (options.kind) conditions.push(eq(events.kind, options.kind));
  // Upcoming: scheduled and not ended. Past: ended, or cancelled (whatever its time was).
  if (options.when === 'upcoming') conditions.push(eq(events.status, 'scheduled'), sql`${ends} > ${now}`);
  if (options.when === 'past') conditions.push(sql`(${events.status} = 'cancelled' or ${ends} <= ${now})`);
  const where = and(...conditions);
  const order =
    options.when === 'upcoming'
      ? [asc(events.startsAt), asc(events.id)]
      : [desc(events.startsAt), desc(events.id)];
  const [rows, [total]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type RegistrationCounts = {
  registered: number;
  confirmed: number;
  waitlisted: number;
  cancelled: number;
  attended: number;
};

const ZERO_COUNTS: RegistrationCounts = {
  registered: 0,
  confirmed: 0,
  waitlisted: 0,
  cancelled: 0,
  attended: 0,
};

/** Registrations per event by state, and how many clicked join (whatever their state now). */
export async function registrationCounts(
  db: Database,
  eventIds: number[],
): Promise<Map<number, RegistrationCounts>> {
  const result = new Map<number, RegistrationCounts>();
  if (eventIds.length === 0) return result;
  const r = eventRegistrations;
  const rows = await db
    .select({
      eventId: r.eventId,
      registered: sql<number>`count(*)::int`,
      confirmed: sql<number>`(count(*) filter (where ${r.status} = 'confirmed'))::int`,
      waitlisted: sql<number>`(count(*) filter (where ${r.status} = 'waitlisted'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${r.status} = 'cancelled'))::int`,
      attended: sql<number>`(count(*) filter (where ${r.attendedAt} is not null))::int`,
    })
    .from(r)
    .where(inArray(r.eventId, eventIds))
    .groupBy(r.eventId);
  for (const row of rows) {
    result.set(row.eventId, {
      registered: Number(row.registered),
      confirmed: Number(row.confirmed),
      waitlisted: Number(row.waitlisted),
      cancelled: Number(row.cancelled),
      attended: Number(row.attended),
    });
  }
  return result;
}

export const countsOf = (map: Map<number, RegistrationCounts>, id: number) => map.get(id) ?? ZERO_COUNTS;

/**
 * Paid orders of each event's related course from its start on, by someone who registered for it: with
 * the account they registered with, or an account with the e-mail they registered with. A refunded order
 * is no longer `paid`, so it drops out. Revenue in poisha.
 */
export async function purchasesAfter(
  db: Database,
  eventIds: number[],
): Promise<Map<number, { purchases: number; revenue: number }>> {
  const result = new Map<number, { purchases: number; revenue: number }>();
  if (eventIds.length === 0) return result;
  const buyer = alias(users, 'buyer');
  const rows = await db
    .select({
      eventId: events.id,
      purchases: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(events)
    .innerJoin(
      orders,
      and(
        eq(orders.kind, 'course'),
        eq(orders.courseId, events.relatedCourseId),
        eq(orders.status, 'paid'),
        sql`${orders.paidAt} >= ${events.startsAt}`,
      ),
    )
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .where(
      and(
        inArray(events.id, eventIds),
        sql`exists (select 1 from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id}
          and (${eventRegistrations.userId} = ${orders.userId} or ${eventRegistrations.email} = lower(${buyer.email})))`,
      ),
    )
    .groupBy(events.id);
  for (const row of rows) {
    result.set(row.eventId, { purchases: Number(row.purchases), revenue: Number(row.revenue) });
  }
  return result;
}

/** The funnel's events: ended ones first (latest first), then the upcoming ones (soonest first). */
export async function pageOfFunnelEvents(
  db: Database,
  options: { kind: EventRecord['kind'] | undefined; now: Date; limit: number; offset: number },
): Promise<{ rows: EventWithNames[]; total: number }> {
  const where = options.kind ? eq(events.kind, options.kind) : undefined;
  const ended = sql`(${ends} <= ${options.now})`;
  const [rows, [total]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(
        sql`case when ${ended} then 0 else 1 end`,
        sql`case when ${ended} then ${events.startsAt} end desc nulls last`,
        asc(events.startsAt),
        asc(events.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every event's id (of one kind): the funnel's totals add them all up. */
export async function allEventIds(db: Database, kind: EventRecord['kind'] | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(kind ? eq(events.kind, kind) : undefined);
  return rows.map((row) => row.id);
}

export async function insertEvent(db: Database, values: EventInsert): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(db: Database, id: number, values: Partial<EventInsert>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}

/** A published course, with its instructor, or undefined. */
export async function findPublishedCourse(
  db: Database,
  id: number,
): Promise<{ id: number; instructorId: number } | undefined> {
  const [row] = await db
    .select({ id: courses.id, instructorId: courses.instructorId })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, 'published')));
  return row;
}

/** The published courses an event may link: an instructor's own (`instructorId`), or all (null). */
export async function publishedCourses(
  db: Database,
  instructorId: number | null,
): Promise<{ id: number; slug: string; title: string }[]> {
  const conditions: SQL[] = [eq(courses.status, 'published')];
  if (instructorId !== null) conditions.push(eq(courses.instructorId, instructorId));
  return db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(and(...conditions))
    .orderBy(asc(courses.title));
}

export async function allGenres(db: Database): Promise<{ id: number; slug: string; name: string }[]> {
  return db
    .select({ id: genres.id, slug: genres.slug, name: genres.name })
    .from(genres)
    .orderBy(asc(genres.position), asc(genres.name));
}

export async function genreExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: genres.id }).from(genres).where(eq(genres.id, id));
  return row !== undefined;
}

/** Instructor profiles a speaker can be linked to: one (`instructorId`) or every one (null). */
export async function instructorChoices(
  db: Database,
  instructorId: number | null,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: instructorProfiles.id, name: fullName(users) })
    .from(instructorProfiles)
    .innerJoin(users, eq(users.id, instructorProfiles.userId))
    .where(instructorId !== null ? eq(instructorProfiles.id, instructorId) : undefined)
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows;
}

export async function instructorExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: instructorProfiles.id })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.id, id));
  return row !== undefined;
}

export type RegistrationRecord = typeof eventRegistrations.$inferSelect;

/** A page of one event's registrations, oldest first (the waiting list's order). */
export async function pageOfRegistrations(
  db: Database,
  options: {
    eventId: number;
    status: RegistrationRecord['status'] | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: RegistrationRecord[]; total: number }> {
  const r = eventRegistrations;
  const conditions: SQL[] = [eq(r.eventId, options.eventId)];
  if (options.status) conditions.push(eq(r.status, options.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(asc(r.createdAt), asc(r.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(r).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Each waitlisted registration's place in the line (1 = next to get a seat). */
export async function waitlistPositions(db: Database, eventId: number): Promise<Map<number, number>> {
  const r = eventRegistrations;
  const rows = await db
    .select({
      id: r.id,
      position: sql<number>`(row_number() over (order by ${r.createdAt}, ${r.id}))::int`,
    })
    .from(r)
    .where(and(eq(r.eventId, eventId), eq(r.status, 'waitlisted')));
  return new Map(rows.map((row) => [row.id, Number(row.position)]));
}

/** Which of these registrations bought the event's related course after its start (as `purchasesAfter`). */
export async function registrationsThatPurchased(
  db: Database,
  event: { relatedCourseId: number | null; startsAt: Date },
  registrationIds: number[],
): Promise<Set<number>> {
  if (event.relatedCourseId === null || registrationIds.length === 0) return new Set();
  const r = eventRegistrations;
  const buyer = alias(users, 'buyer');
  const rows = await db
    .selectDistinct({ id: r.id })
    .from(r)
    .innerJoin(
      orders,
      and(
        eq(orders.kind, 'course'),
        eq(orders.courseId, event.relatedCourseId),
        eq(orders.status, 'paid'),
        sql`${orders.paidAt} >= ${event.startsAt}`,
      ),
    )
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .where(
      and(
        inArray(r.id, registrationIds),
        sql`(${r.userId} = ${orders.userId} or ${r.email} = lower(${buyer.email}))`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export type ConsultationRecord = {
  request: typeof consultationRequests.$inferSelect;
  eventTitle: string | null;
  eventKind: EventRecord['kind'] | null;
  handlerName: string | null;
};

function selectConsultations(db: Database) {
  const handler = alias(users, 'handler');
  return db
    .select({
      request: consultationRequests,
      eventTitle: events.title,
      eventKind: events.kind,
      handlerName: sql<string | null>`trim(${handler.firstName} || ' ' || ${handler.lastName})`,
    })
    .from(consultationRequests)
    .leftJoin(events, eq(events.id, consultationRequests.eventId))
    .leftJoin(handler, eq(handler.id, consultationRequests.handledBy));
}

/**
 * One state's requests: new ones newest first, call-backs soonest due first, the others most recently
 * handled first. All states: the call-backs (soonest due first), then the rest newest first.
 */
export async function pageOfConsultations(
  db: Database,
  options: { status: ConsultationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: ConsultationRecord[]; total: number }> {
  const c = consultationRequests;
  const where = options.status ? eq(c.status, options.status) : undefined;
  const order =
    options.status === undefined
      ? [
          sql`case when ${c.status} = 'call_back' then 0 else 1 end`,
          asc(c.callBackAt),
          desc(c.createdAt),
          desc(c.id),
        ]
      : options.status === 'new'
        ? [desc(c.createdAt), desc(c.id)]
        : options.status === 'call_back'
          ? [asc(c.callBackAt), asc(c.id)]
          : [desc(c.updatedAt), desc(c.id)];
  const [rows, [total]] = await Promise.all([
    selectConsultations(db)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(c).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function consultationCounts(db: Database): Promise<Map<ConsultationStatus, number>> {
  const c = consultationRequests;
  const rows = await db.select({ status: c.status, value: count() }).from(c).groupBy(c.status);
  return new Map(rows.map((row) => [row.status, Number(row.value)]));
}

export async function findConsultation(db: Database, id: number): Promise<ConsultationRecord | undefined> {
  const [row] = await selectConsultations(db).where(eq(consultationRequests.id, id));
  return row;
}

/** Locks one request for its update (two staff members changing it at once take turns). */
export async function lockConsultation(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: consultationRequests.id })
    .from(consultationRequests)
    .where(eq(consultationRequests.id, id))
    .for('update');
  return rows.length > 0;
}

/** Sets the state (and note) of a request; false when there is no such request. */
export async function updateConsultation(
  db: Database,
  id: number,
  values: {
    status: ConsultationStatus;
    callBackAt: Date | null;
    staffNote: string;
    handledBy: number;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(consultationRequests)
    .set({
      status: values.status,
      callBackAt: values.callBackAt,
      staffNote: values.staffNote,
      handledBy: values.handledBy,
      updatedAt: values.now,
    })
    .where(eq(consultationRequests.id, id))
    .returning({ id: consultationRequests.id });
  return updated.length > 0;
}
