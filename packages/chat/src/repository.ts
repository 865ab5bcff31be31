import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Database } from '@dokkho/db';

/*
 * The chat service's reads. It answers from the platform's live data, so it reads the catalog, offers and
 * job-board tables directly, READ-ONLY, through the @dokkho/db schema: the API's modules live in the API
 * package, which depends on this one (not the other way round), so their services cannot be called from
 * here. The rules those services apply are repeated where they matter, each with its source:
 * a listed course is published (catalog/repo.ts), a job is on the board while open and before its
 * deadline (jobs/repo.ts), an offer runs while active inside its window (offers/sales.ts).
 * The only table this service writes is its own (chat_logs, chat_faqs: see service.ts and faqs.ts).
 *
 * Search is the two tiers of the API's lib/search-tiers.ts (docs/decisions/003): full text with each word
 * as a prefix first, then, when that finds nothing, trigram word similarity for typos ("fluter"). One
 * difference: the catalog requires every word (a search box holds keywords), a chat question holds many
 * words that are not in any title ("which", "cost"), so here the words are OR-ed and the ranking in
 * retrieval.ts rewards the rows that cover most of them.
 */

const {
  courses,
  genres,
  instructorProfiles,
  users,
  careerPaths,
  careerPathCourses,
  courseModules,
  bundles,
  bundleCourses,
  offers,
  offerCourses,
  jobPosts,
  chatFaqs,
  events,
  eventRegistrations,
} = schema;
const instructorUsers = alias(users, 'chat_instructor_users');

/** Word similarity a typo must reach (pg_trgm); a little above the catalog's 0.35: one word, not a phrase. */
export const TYPO_SIMILARITY = 0.4;
/** Rows per kind handed to the ranking: the answer shows three at most. */
const CANDIDATES_PER_KIND = 12;

/** `term:*` OR-ed; terms come from analyse.ts tokenise (letters, marks, digits only), safe for to_tsquery. */
function orPrefixQuery(terms: readonly string[]): string {
  return terms.map((term) => `${term}:*`).join(' | ');
}

/**
 * The query in both configurations: English stems the English words ("payments" -> "payment"), simple
 * keeps the Bangla ones, which the English dictionary does not know (the FAQ's vector holds both).
 */
function tsQuery(terms: readonly string[]): SQL {
  const text = orPrefixQuery(terms);
  return sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
}

/** Per searched word, how close the document's closest word is (0 for words under 4 letters: noise). */
function similarities(terms: readonly string[], document: SQL): SQL<number[]> {
  const each = terms.map((term) =>
    [...term].length >= 4 ? sql`word_similarity(${term}, ${document})` : sql`0::real`,
  );
  return sql<number[]>`array[${sql.join(each, sql`, `)}]::real[]`;
}

function anySimilar(terms: readonly string[], document: SQL): SQL {
  const long = terms.filter((term) => [...term].length >= 4);
  if (long.length === 0) return sql`false`;
  return sql`(${sql.join(
    long.map((term) => sql`word_similarity(${term}, ${document}) >= ${TYPO_SIMILARITY}`),
    sql` or `,
  )})`;
}

/** The two tiers for one kind: full-text rows, else (none) the typo tier's rows. */
async function inTiers<Row>(
  terms: readonly string[],
  find: (tier: 'fulltext' | 'similar') => Promise<Row[]>,
): Promise<Row[]> {
  if (terms.length === 0) return [];
  const rows = await find('fulltext');
  return rows.length > 0 ? rows : find('similar');
}

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number) : typeof value === 'string' ? parseRealArray(value) : [];

/** PGlite returns real[] as an array; node-postgres too, but a text "{0.5,0}" is handled all the same. */
function parseRealArray(text: string): number[] {
  return text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/* ---------------------------------------------------------------------------------------------------- */
/* Courses and career paths (a career path is a course row of kind career_path: catalog.ts).             */

/** The same expression as courses_search_trgm_idx: both titles (docs/decisions/026) and the tags. */
const courseDocument = sql`lower(${courses.title} || ' ' || coalesce(${courses.titleBn}, '') || ' ' || immutable_array_to_string(${courses.tags}, ' '))`;

export interface CourseRow {
  id: number;
  kind: 'course' | 'career_path';
  title: string;
  /** The Bangla title, when written: searched, while answers name the course by its English title. */
  titleBn: string | null;
  subtitle: string;
  tags: string[];
  genre: string;
  level: string;
  language: string;
  durationMinutes: number;
  lessonsCount: number;
  price: number;
  salePrice: number | null;
  instructor: string;
  /** The next live class of the course, when it has one scheduled. */
  nextLiveAt: Date | null;
  /** Career paths: how many courses they hold. */
  memberCount: number;
  rank: number;
  similarities: number[];
}

export interface CourseQuery {
  terms: readonly string[];
  now: Date;
  kind?: 'course' | 'career_path';
  /** Only free courses (price 0). */
  free?: boolean;
  /** Cheapest first instead of by relevance. */
  byPrice?: boolean;
  /** Paid courses at most this price (poisha, after the sale price) only. */
  maxPrice?: number | null | undefined;
  limit?: number;
}

export async function findCourses(db: Database, query: CourseQuery): Promise<CourseRow[]> {
  const { terms, now } = query;
  const select = (condition: SQL | undefined, order: SQL[]) => {
    const conditions: (SQL | undefined)[] = [eq(courses.status, 'published'), condition];
    if (query.kind) conditions.push(eq(courses.kind, query.kind));
    if (query.free) conditions.push(eq(courses.price, 0));
    if (query.maxPrice != null) {
      conditions.push(
        gt(courses.price, 0),
        sql`coalesce(${courses.salePrice}, ${courses.price}) <= ${query.maxPrice}`,
      );
    }
    return db
      .select({
        id: courses.id,
        kind: courses.kind,
        title: courses.title,
        titleBn: courses.titleBn,
        subtitle: courses.subtitle,
        tags: courses.tags,
        genre: genres.name,
        level: courses.level,
        language: courses.language,
        durationMinutes: courses.durationMinutes,
        lessonsCount: courses.lessonsCount,
        price: courses.price,
        salePrice: courses.salePrice,
        instructorFirst: instructorUsers.firstName,
        instructorLast: instructorUsers.lastName,
        nextLiveAt: sql<Date | string | null>`(select min(${courseModules.startsAt}) from ${courseModules}
          where ${courseModules.courseId} = ${courses.id} and ${courseModules.kind} = 'live'
          and ${courseModules.startsAt} > ${now})`,
        memberCount: sql<number>`(select count(*) from ${careerPathCourses}
          inner join ${careerPaths} on ${careerPaths.id} = ${careerPathCourses.careerPathId}
          where ${careerPaths.courseId} = ${courses.id})`.mapWith(Number),
        rank: terms.length
          ? sql<number>`ts_rank_cd(${courses.searchVector}, ${tsQuery(terms)})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
        similarities: terms.length ? similarities(terms, courseDocument) : sql<number[]>`array[]::real[]`,
      })
      .from(courses)
      .innerJoin(genres, eq(genres.id, courses.genreId))
      .innerJoin(instructorProfiles, eq(instructorProfiles.id, courses.instructorId))
      .innerJoin(instructorUsers, eq(instructorUsers.id, instructorProfiles.userId))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(query.limit ?? CANDIDATES_PER_KIND);
  };
  const priceOrder = [sql`coalesce(${courses.salePrice}, ${courses.price}) asc`, desc(courses.enrolledCount)];
  const toRows = (rows: Awaited<ReturnType<typeof select>>): CourseRow[] =>
    rows.map(({ instructorFirst, instructorLast, nextLiveAt, similarities: sims, ...row }) => ({
      ...row,
      instructor: `${instructorFirst} ${instructorLast}`.trim(),
      nextLiveAt: nextLiveAt ? new Date(nextLiveAt) : null,
      similarities: numbers(sims),
    }));

  if (terms.length === 0) {
    return toRows(await select(undefined, query.byPrice ? priceOrder : [desc(courses.enrolledCount)]));
  }
  return inTiers(terms, async (tier) => {
    const condition =
      tier === 'fulltext'
        ? sql`(${courses.searchVector} @@ ${tsQuery(terms)} or to_tsvector('english', ${genres.name}) @@ ${tsQuery(terms)}
            or to_tsvector('simple', ${instructorUsers.firstName} || ' ' || ${instructorUsers.lastName}) @@ ${tsQuery(terms)})`
        : anySimilar(terms, courseDocument);
    const order = query.byPrice
      ? priceOrder
      : [sql`ts_rank_cd(${courses.searchVector}, ${tsQuery(terms)}) desc`, desc(courses.enrolledCount)];
    return toRows(await select(condition, order));
  });
}

/* ---------------------------------------------------------------------------------------------------- */
/* Offers (offers/sales.ts: active, now inside [starts_at, ends_at)).                                    */

export interface OfferRow {
  id: number;
  campaign: 'sales' | 'eid';
  title: string;
  description: string;
  kind: 'percent' | 'fixed';
  amount: number;
  endsAt: Date;
  appliesToAll: boolean;
}

const offerRunning = (now: Date) =>
  and(eq(offers.isActive, true), lte(offers.startsAt, now), gt(offers.endsAt, now));

const offerColumns = {
  id: offers.id,
  campaign: offers.campaign,
  title: offers.title,
  description: offers.description,
  kind: offers.kind,
  amount: offers.amount,
  endsAt: offers.endsAt,
  appliesToAll: offers.appliesToAll,
};

export async function findRunningOffers(db: Database, now: Date): Promise<OfferRow[]> {
  return db.select(offerColumns).from(offers).where(offerRunning(now)).orderBy(asc(offers.endsAt)).limit(5);
}

/** The running offers covering each of these courses (all of them for applies_to_all offers). */
export async function findOffersForCourses(
  db: Database,
  courseIds: readonly number[],
  now: Date,
): Promise<Map<number, OfferRow[]>> {
  const byCourse = new Map<number, OfferRow[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({ ...offerColumns, courseId: offerCourses.courseId })
    .from(offers)
    .leftJoin(offerCourses, eq(offerCourses.offerId, offers.id))
    .where(
      and(
        offerRunning(now),
        or(eq(offers.appliesToAll, true), inArray(offerCourses.courseId, [...courseIds])),
      ),
    );
  for (const { courseId, ...offer } of rows) {
    const targets = offer.appliesToAll ? courseIds : courseId !== null ? [courseId] : [];
    for (const target of targets) {
      const list = byCourse.get(target) ?? [];
      if (!list.some((o) => o.id === offer.id)) list.push(offer);
      byCourse.set(target, list);
    }
  }
  return byCourse;
}

/* ---------------------------------------------------------------------------------------------------- */
/* Bundles (/bundle-offer/{id}): active and inside their window.                                         */

export interface BundleRow {
  id: number;
  title: string;
  titleBn: string | null;
  subtitle: string;
  price: number;
  salePrice: number | null;
  endsAt: Date | null;
  courseTitles: string[];
  rank: number;
  similarities: number[];
}

const bundleDocument = sql`lower(${bundles.title} || ' ' || ${bundles.subtitle} || ' ' || coalesce(${bundles.titleBn}, ''))`;
const bundleVector = sql`to_tsvector('english', ${bundles.title} || ' ' || ${bundles.subtitle} || ' ' || ${bundles.description}) || to_tsvector('simple', coalesce(${bundles.titleBn}, '') || ' ' || coalesce(${bundles.subtitleBn}, ''))`;

export async function findBundles(db: Database, terms: readonly string[], now: Date): Promise<BundleRow[]> {
  const select = (condition: SQL | undefined) =>
    db
      .select({
        id: bundles.id,
        title: bundles.title,
        titleBn: bundles.titleBn,
        subtitle: bundles.subtitle,
        price: bundles.price,
        salePrice: bundles.salePrice,
        endsAt: bundles.endsAt,
        rank: terms.length
          ? sql<number>`ts_rank_cd(${bundleVector}, ${tsQuery(terms)})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
        similarities: terms.length ? similarities(terms, bundleDocument) : sql<number[]>`array[]::real[]`,
      })
      .from(bundles)
      .where(
        and(
          eq(bundles.isActive, true),
          lte(bundles.startsAt, now),
          or(isNull(bundles.endsAt), gt(bundles.endsAt, now)),
          condition,
        ),
      )
      .orderBy(asc(bundles.position), asc(bundles.id))
      .limit(CANDIDATES_PER_KIND);
  const toRows = async (rows: Awaited<ReturnType<typeof select>>): Promise<BundleRow[]> => {
    const members = rows.length
      ? await db
          .select({ bundleId: bundleCourses.bundleId, title: courses.title })
          .from(bundleCourses)
          .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
          .where(
            inArray(
              bundleCourses.bundleId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(bundleCourses.bundleId), asc(bundleCourses.position))
      : [];
    return rows.map((row) => ({
      ...row,
      courseTitles: members.filter((m) => m.bundleId === row.id).map((m) => m.title),
      similarities: numbers(row.similarities),
    }));
  };
  if (terms.length === 0) return toRows(await select(undefined));
  return inTiers(terms, async (tier) =>
    toRows(
      await select(
        tier === 'fulltext' ? sql`${bundleVector} @@ ${tsQuery(terms)}` : anySimilar(terms, bundleDocument),
      ),
    ),
  );
}

/* ---------------------------------------------------------------------------------------------------- */
/* Jobs (/jobs/{id}): the public board's rule, open and before the deadline, not Dokkho's own roles.     */

export interface JobRow {
  id: number;
  title: string;
  titleBn: string | null;
  companyName: string;
  skills: string[];
  employmentType: string;
  workplace: string;
  division: string | null;
  district: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryNegotiable: boolean;
  deadline: Date;
  rank: number;
  similarities: number[];
}

const jobDocument = sql`lower(${jobPosts.title} || ' ' || coalesce(${jobPosts.titleBn}, '') || ' ' || immutable_array_to_string(${jobPosts.skills}, ' '))`;

export interface JobQuery {
  terms: readonly string[];
  now: Date;
  division?: string | undefined;
  district?: string | null | undefined;
}

export async function findJobs(db: Database, query: JobQuery): Promise<JobRow[]> {
  const { terms, now } = query;
  const select = (condition: SQL | undefined) => {
    const conditions: (SQL | undefined)[] = [
      eq(jobPosts.status, 'open'),
      sql`${jobPosts.deadline} > ${now}`,
      eq(jobPosts.isInternal, false),
      condition,
    ];
    if (query.division) conditions.push(eq(jobPosts.division, query.division));
    if (query.district) conditions.push(sql`lower(${jobPosts.district}) = ${query.district.toLowerCase()}`);
    return db
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        titleBn: jobPosts.titleBn,
        companyName: jobPosts.companyName,
        skills: jobPosts.skills,
        employmentType: jobPosts.employmentType,
        workplace: jobPosts.workplace,
        division: jobPosts.division,
        district: jobPosts.district,
        salaryMin: jobPosts.salaryMin,
        salaryMax: jobPosts.salaryMax,
        salaryNegotiable: jobPosts.salaryNegotiable,
        deadline: jobPosts.deadline,
        rank: terms.length
          ? sql<number>`ts_rank_cd(${jobPosts.searchVector}, ${tsQuery(terms)})`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
        similarities: terms.length ? similarities(terms, jobDocument) : sql<number[]>`array[]::real[]`,
      })
      .from(jobPosts)
      .where(and(...conditions))
      .orderBy(
        ...(terms.length ? [sql`ts_rank_cd(${jobPosts.searchVector}, ${tsQuery(terms)}) desc`] : []),
        desc(jobPosts.publishedAt),
        desc(jobPosts.id),
      )
      .limit(CANDIDATES_PER_KIND);
  };
  const toRows = (rows: Awaited<ReturnType<typeof select>>): JobRow[] =>
    rows.map((row) => ({ ...row, similarities: numbers(row.similarities) }));
  if (terms.length === 0) return toRows(await select(undefined));
  return inTiers(terms, async (tier) =>
    toRows(
      await select(
        tier === 'fulltext'
          ? sql`${jobPosts.searchVector} @@ ${tsQuery(terms)}`
          : anySimilar(terms, jobDocument),
      ),
    ),
  );
}

/* ---------------------------------------------------------------------------------------------------- */
/* The FAQ (chat_faqs): the service's own table.                                                         */

export type FaqRow = Omit<typeof chatFaqs.$inferSelect, 'searchVector' | 'updatedAt'> & {
  rank: number;
  similarities: number[];
};

const faqDocument = sql`lower(${chatFaqs.questionEn} || ' ' || ${chatFaqs.keywords} || ' ' || ${chatFaqs.questionBn})`;

/** The columns a FaqRow carries from the table (findFaqs adds its rank and similarities). */
const faqColumns = {
  id: chatFaqs.id,
  slug: chatFaqs.slug,
  topic: chatFaqs.topic,
  questionEn: chatFaqs.questionEn,
  answerEn: chatFaqs.answerEn,
  questionBn: chatFaqs.questionBn,
  answerBn: chatFaqs.answerBn,
  keywords: chatFaqs.keywords,
  link: chatFaqs.link,
};

/** `spellings`: the terms and their Bangla variants (analyse.ts), for the full-text tier. */
export async function findFaqs(
  db: Database,
  terms: readonly string[],
  spellings: readonly string[] = terms,
): Promise<FaqRow[]> {
  const select = (condition: SQL) =>
    db
      .select({
        ...faqColumns,
        rank: sql<number>`ts_rank_cd(${chatFaqs.searchVector}, ${tsQuery(spellings)})`.mapWith(Number),
        similarities: similarities(terms, faqDocument),
      })
      .from(chatFaqs)
      .where(condition)
      .orderBy(sql`ts_rank_cd(${chatFaqs.searchVector}, ${tsQuery(spellings)}) desc`, asc(chatFaqs.id))
      .limit(CANDIDATES_PER_KIND);
  return inTiers(terms, async (tier) => {
    const rows = await select(
      tier === 'fulltext'
        ? sql`${chatFaqs.searchVector} @@ ${tsQuery(spellings)}`
        : anySimilar(terms, faqDocument),
    );
    return rows.map((row) => ({ ...row, similarities: numbers(row.similarities) }));
  });
}

export async function findFaqBySlug(db: Database, slug: string): Promise<FaqRow | undefined> {
  const [row] = await db.select(faqColumns).from(chatFaqs).where(eq(chatFaqs.slug, slug)).limit(1);
  return row ? { ...row, rank: 1, similarities: [] } : undefined;
}

export interface EventRow {
  id: number;
  kind: 'masterclass' | 'free_class';
  title: string;
  titleBn: string | null;
  speakerName: string;
  startsAt: Date;
  durationMinutes: number;
  seatCap: number | null;
  confirmed: number;
  registrationOpen: boolean;
}

/**
 * Upcoming masterclasses or free classes, soonest first: scheduled and not ended (events/repo.ts lists
 * them the same way), with the seats taken.
 */
export async function findUpcomingEvents(
  db: Database,
  query: { kind: 'masterclass' | 'free_class'; now: Date; limit: number },
): Promise<EventRow[]> {
  return db
    .select({
      id: events.id,
      kind: events.kind,
      title: events.title,
      titleBn: events.titleBn,
      speakerName: events.speakerName,
      startsAt: events.startsAt,
      durationMinutes: events.durationMinutes,
      seatCap: events.seatCap,
      registrationOpen: events.registrationOpen,
      confirmed: sql<number>`(select count(*)::int from ${eventRegistrations} r
        where r.event_id = ${events.id} and r.status = 'confirmed')`,
    })
    .from(events)
    .where(
      and(
        eq(events.kind, query.kind),
        eq(events.status, 'scheduled'),
        gt(sql`${events.startsAt} + ${events.durationMinutes} * interval '1 minute'`, query.now),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(query.limit);
}
