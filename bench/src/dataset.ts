import { sql } from 'drizzle-orm';
import type { Database } from '@dokkho/db';
import {
  AUDIENCES,
  DESCRIPTION_CLOSERS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENERS,
  FIRST_NAMES,
  GENRES,
  INSTRUCTOR_ROLES,
  LAST_NAMES,
  OUTCOMES,
  PRICES,
  REQUIREMENTS,
  SUBTITLE_TEMPLATES,
  TITLE_TEMPLATES,
  TOPICS,
} from './wordlists';

/** How big the generated data set is. Every value is a row count. */
export interface Scale {
  courses: number;
  /** Instructor users and profiles; a multiple of the 8 genres (each instructor teaches one genre). */
  instructors: number;
  /** Learner users (on top of the instructors' own user rows). */
  learners: number;
  /** Exact number of enrollments (unique learner/course pairs). */
  enrollments: number;
}

/** The PostgreSQL data set the budgets in README.md are measured on. */
export const POSTGRES_SCALE: Scale = {
  courses: 12_000,
  instructors: 200,
  learners: 100_000,
  enrollments: 1_000_000,
};

/** A smaller set for embedded PGlite (`--pglite`): one connection, in memory. */
export const PGLITE_SCALE: Scale = {
  courses: 2_400,
  instructors: 48,
  learners: 10_000,
  enrollments: 100_000,
};

/**
 * Dates are relative to a fixed instant, not now(), so that two generations give identical rows and the
 * "newest" sort returns the same pages on every machine.
 */
const ANCHOR = `timestamptz '2025-06-01 00:00:00+00'`;

export type Log = (message: string) => void;

type Rows = Record<string, unknown>[];

async function exec(db: Database, text: string): Promise<Rows> {
  try {
    const result = (await db.execute(sql.raw(text))) as unknown as { rows?: Rows };
    return result.rows ?? [];
  } catch (error) {
    // Drizzle's message repeats the whole statement (word lists included); keep the database's reason.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${reason}\n  in: ${text.replace(/\s+/g, ' ').slice(0, 200)}...`, { cause: error });
  }
}

/** A JSON literal for our own word lists (never user input), dollar-quoted so quotes need no escaping. */
function json(value: unknown): string {
  const text = JSON.stringify(value);
  if (text.includes('$w$')) throw new Error('word list contains the quoting delimiter');
  return `$w$${text}$w$::jsonb`;
}

function int(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a row count: ${value}`);
  return String(value);
}

async function timed<T>(log: Log, label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  log(`${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

/**
 * Fills an empty, migrated database with a deterministic data set, using set-based SQL only
 * (generate_series and INSERT ... SELECT; every "random" choice is a hash of the row number).
 * Runs one statement at a time on `db`, which must hold a single connection: session settings
 * (`session_replication_role`, `work_mem`) must apply to every statement.
 */
export async function generateDataSet(db: Database, scale: Scale, log: Log): Promise<void> {
  if (scale.instructors % GENRES.length !== 0) {
    throw new Error(`instructors must be a multiple of ${GENRES.length}`);
  }
  const perGenre = scale.instructors / GENRES.length;
  const firstLearner = scale.instructors + 1;
  const lastLearner = scale.instructors + scale.learners;

  // The rows are generated valid; skipping the foreign-key triggers saves a lookup per enrollment.
  await exec(db, `set session_replication_role = replica`);
  await exec(db, `set work_mem = '256MB'`);
  await exec(db, `set maintenance_work_mem = '256MB'`);

  await timed(log, 'helpers and word lists', async () => {
    await exec(db, `drop schema if exists bench_gen cascade`);
    await exec(db, `create schema bench_gen`);
    // A well-mixed non-negative hash of (row, salt): the generator's only source of "randomness".
    await exec(
      db,
      `create function bench_gen.h(n bigint, salt int) returns bigint language sql immutable parallel safe
       as $$ select abs(hashint8($1 * 1000003 + $2)::bigint) $$`,
    );
    // Uniform in [0, 1).
    await exec(
      db,
      `create function bench_gen.u(n bigint, salt int) returns double precision language sql immutable parallel safe
       as $$ select (bench_gen.h($1, $2) % 1000000) / 1000000.0::double precision $$`,
    );
    await exec(
      db,
      `create function bench_gen.pick(items text[], n bigint, salt int) returns text language sql immutable parallel safe
       as $$ select $1[1 + (bench_gen.h($2, $3) % array_length($1, 1))::int] $$`,
    );
    await exec(
      db,
      `create table bench_gen.topics as
       select t.idx, t.name, t.genre, t.tags, t.skills
       from jsonb_to_recordset(${json(TOPICS.map((topic, idx) => ({ ...topic, idx })))})
         as t(idx int, name text, genre int, tags text[], skills text[])`,
    );
    await exec(
      db,
      `create table bench_gen.genre_topics as
       select genre, array_agg(idx order by idx) as idxs from bench_gen.topics group by genre`,
    );
    await exec(
      db,
      `create table bench_gen.title_templates as
       select t.idx, t.template, t.level
       from jsonb_to_recordset(${json(TITLE_TEMPLATES.map((template, idx) => ({ ...template, idx })))})
         as t(idx int, template text, level text)`,
    );
    const lists: Record<string, string[]> = {
      outcomes: OUTCOMES,
      audiences: AUDIENCES,
      subtitles: SUBTITLE_TEMPLATES,
      openers: DESCRIPTION_OPENERS,
      middles: DESCRIPTION_MIDDLES,
      closers: DESCRIPTION_CLOSERS,
      requirements: REQUIREMENTS,
      first_names: FIRST_NAMES,
      last_names: LAST_NAMES,
      roles: INSTRUCTOR_ROLES,
    };
    await exec(
      db,
      `create table bench_gen.words as
       select key as kind, array(select jsonb_array_elements_text(value)) as items
       from jsonb_each(${json(lists)})`,
    );
  });

  await timed(log, `genres (${GENRES.length})`, () =>
    exec(
      db,
      `insert into genres (id, slug, name, description, position)
       select t.id, t.slug, t.name, t.description, t.id
       from jsonb_to_recordset(${json(GENRES.map((genre, index) => ({ ...genre, id: index + 1 })))})
         as t(id int, slug text, name text, description text)`,
    ),
  );

  await timed(log, `users (${scale.instructors + scale.learners})`, () =>
    exec(
      db,
      `insert into users (id, email, username, first_name, last_name, phone_number, email_confirmed,
                          created_at, updated_at)
       select g.i,
              lower(n.first_name || '.' || n.last_name || g.i || '@example.com'),
              lower(n.first_name) || '_' || g.i,
              n.first_name, n.last_name,
              '+8801' || (3 + bench_gen.h(g.i, 103) % 7) || lpad((bench_gen.h(g.i, 104) % 100000000)::text, 8, '0'),
              bench_gen.h(g.i, 105) % 100 < 80,
              n.joined, n.joined
       from generate_series(1, ${int(lastLearner)}) as g(i)
       cross join lateral (
         select bench_gen.pick((select items from bench_gen.words where kind = 'first_names'), g.i, 101) as first_name,
                bench_gen.pick((select items from bench_gen.words where kind = 'last_names'), g.i, 102) as last_name,
                ${ANCHOR} - (bench_gen.h(g.i, 106) % (5 * 365 * 24 * 60)) * interval '1 minute' as joined
       ) as n`,
    ),
  );

  await timed(log, `instructor profiles (${scale.instructors})`, () =>
    exec(
      db,
      `insert into instructor_profiles (id, user_id, headline, bio, created_at)
       select g.i, g.i,
              t.name || ' trainer and ' || r.role,
              'I am ' || (case when left(r.role, 1) in ('a', 'e', 'i', 'o', 'I') then 'an ' else 'a ' end)
                || r.role || ' and have taught ' || t.name || ' to more than '
                || (500 + bench_gen.h(g.i, 112) % 20000) || ' learners. My courses are practical, in Bangla, '
                || 'and built around the projects clients actually pay for.',
              u.created_at
       from generate_series(1, ${int(scale.instructors)}) as g(i)
       join users u on u.id = g.i
       join bench_gen.genre_topics gt on gt.genre = 1 + (g.i - 1) / ${int(perGenre)}
       join bench_gen.topics t on t.idx = gt.idxs[1 + (bench_gen.h(g.i, 110) % array_length(gt.idxs, 1))::int]
       cross join lateral (
         select bench_gen.pick((select items from bench_gen.words where kind = 'roles'), g.i, 111) as role
       ) as r`,
    ),
  );

  await timed(log, `courses (${scale.courses})`, () =>
    exec(
      db,
      `insert into courses (id, slug, kind, status, title, subtitle, description, outcomes, requirements, tags,
                            thumbnail, genre_id, instructor_id, level, language, duration_minutes, lessons_count,
                            price, sale_price, currency, is_featured, published_at, created_at, updated_at)
       with w as (
         select (select items from bench_gen.words where kind = 'outcomes') as outcomes,
                (select items from bench_gen.words where kind = 'audiences') as audiences,
                (select items from bench_gen.words where kind = 'subtitles') as subtitles,
                (select items from bench_gen.words where kind = 'openers') as openers,
                (select items from bench_gen.words where kind = 'middles') as middles,
                (select items from bench_gen.words where kind = 'closers') as closers,
                (select items from bench_gen.words where kind = 'requirements') as requirements,
                (select count(*) from bench_gen.topics) as topic_count,
                (select count(*) from bench_gen.title_templates) as template_count,
                array[${PRICES.join(', ')}] as prices
       ),
       base as (
         select g.i, t.name as topic, t.genre, t.tags, t.skills, t2.name as topic2, t2.tags[1] as topic2_tag,
                tpl.template, tpl.level as template_level,
                t.skills[1 + ((bench_gen.h(g.i, 4) + 0) % array_length(t.skills, 1))::int] as s1,
                t.skills[1 + ((bench_gen.h(g.i, 4) + 1) % array_length(t.skills, 1))::int] as s2,
                t.skills[1 + ((bench_gen.h(g.i, 4) + 2) % array_length(t.skills, 1))::int] as s3,
                bench_gen.pick(w.outcomes, g.i, 5) as outcome,
                bench_gen.pick(w.audiences, g.i, 6) as audience,
                case when bench_gen.h(g.i, 7) % 100 < 3 then 'draft'
                     when bench_gen.h(g.i, 7) % 100 < 5 then 'archived'
                     else 'published' end as status,
                ${ANCHOR} - (bench_gen.h(g.i, 8) % (4 * 365 * 24 * 60)) * interval '1 minute' as published,
                (8 + bench_gen.h(g.i, 9) % 180)::int as lessons,
                case when bench_gen.h(g.i, 10) % 100 < 8 then 0
                     else w.prices[1 + (bench_gen.h(g.i, 11) % array_length(w.prices, 1))::int] end as price,
                w.subtitles, w.openers, w.middles, w.closers, w.requirements
         from generate_series(1, ${int(scale.courses)}) as g(i)
         cross join w
         join bench_gen.topics t on t.idx = bench_gen.h(g.i, 1) % w.topic_count
         join bench_gen.genre_topics gt on gt.genre = t.genre
         join bench_gen.topics t2 on t2.idx = gt.idxs[1 + ((array_position(gt.idxs, t.idx)
              + (bench_gen.h(g.i, 2) % (array_length(gt.idxs, 1) - 1))::int) % array_length(gt.idxs, 1))]
         join bench_gen.title_templates tpl on tpl.idx = bench_gen.h(g.i, 3) % w.template_count
       ),
       titled as (
         select b.*,
                replace(replace(replace(replace(replace(b.template,
                  '{t2}', b.topic2), '{t}', b.topic), '{o}', b.outcome), '{a}', b.audience),
                  '{y}', extract(year from b.published)::text) as title
         from base b
       )
       select c.i,
              trim(both '-' from regexp_replace(lower(c.title), '[^a-z0-9]+', '-', 'g')) || '-' || c.i,
              'course',
              c.status::course_status,
              c.title,
              replace(replace(replace(replace(replace(replace(bench_gen.pick(c.subtitles, c.i, 20),
                '{s1}', c.s1), '{s2}', c.s2), '{s3}', c.s3), '{t}', c.topic), '{a}', lower(c.audience)),
                '{n}', c.lessons::text),
              replace(replace(replace(replace(replace(
                bench_gen.pick(c.openers, c.i, 21) || ' ' || bench_gen.pick(c.middles, c.i, 22) || ' '
                  || bench_gen.pick(c.closers, c.i, 23) || ' ' || bench_gen.pick(c.closers, c.i, 24),
                '{s1}', c.s1), '{s2}', c.s2), '{s3}', c.s3), '{t}', c.topic), '{a}', lower(c.audience)),
              array['Use ' || c.s1 || ' with confidence', 'Apply ' || c.s2 || ' to real projects',
                    'Understand ' || c.s3, 'Finish a portfolio project in ' || c.topic],
              array[c.requirements[1 + (bench_gen.h(c.i, 25) % array_length(c.requirements, 1))::int],
                    c.requirements[1 + ((bench_gen.h(c.i, 25) + 1) % array_length(c.requirements, 1))::int]],
              case when position('{t2}' in c.template) > 0 and not (c.topic2_tag = any(c.tags))
                   then c.tags || c.topic2_tag else c.tags end,
              '/media/course-thumbnails/' || c.i || '.jpg',
              c.genre,
              (c.genre - 1) * ${int(perGenre)} + 1 + (bench_gen.h(c.i, 30) % ${int(perGenre)})::int,
              coalesce(c.template_level,
                case when bench_gen.h(c.i, 31) % 100 < 40 then 'beginner'
                     when bench_gen.h(c.i, 31) % 100 < 65 then 'intermediate'
                     when bench_gen.h(c.i, 31) % 100 < 75 then 'advanced'
                     else 'all-levels' end)::course_level,
              (case when bench_gen.h(c.i, 32) % 100 < 75 then 'bn' else 'en' end)::course_language,
              (c.lessons * (6 + bench_gen.h(c.i, 33) % 14))::int,
              c.lessons,
              c.price,
              case when c.price > 0 and bench_gen.h(c.i, 34) % 100 < 35
                   then ((c.price * (40 + bench_gen.h(c.i, 35) % 45)) / 10000) * 100 end,
              'BDT',
              c.status = 'published' and bench_gen.h(c.i, 36) % 250 = 0,
              case when c.status <> 'draft' then c.published end,
              c.published - (bench_gen.h(c.i, 37) % 90) * interval '1 day',
              least(c.published + (bench_gen.h(c.i, 38) % 400) * interval '1 day', ${ANCHOR})
       from titled c`,
    ),
  );

  // What the course page reads (issue 4): 4-7 modules of 3-8 lessons per published course, the first
  // lesson a preview, one article in six, and 3-5 FAQs; about 30 lessons a course, as in the demo data.
  await timed(log, 'curricula (modules, lessons, faqs)', async () => {
    await exec(
      db,
      `insert into course_modules (course_id, title, position)
       select c.id, 'Module ' || m.m || ': ' || bench_gen.pick((select items from bench_gen.words where kind = 'outcomes'), c.id * 8 + m.m, 60), m.m
       from courses c
       cross join lateral generate_series(1, (4 + bench_gen.h(c.id, 61) % 4)::int) as m(m)
       where c.status <> 'draft' and c.kind = 'course'`,
    );
    await exec(
      db,
      `insert into lessons (module_id, course_id, kind, title, position, duration_seconds, video_url, body, is_preview)
       select cm.id, cm.course_id,
              case when bench_gen.h(cm.id * 16 + l.l, 63) % 6 = 0 then 'article'::lesson_kind else 'video'::lesson_kind end,
              'Lesson ' || l.l || ': ' || bench_gen.pick((select items from bench_gen.words where kind = 'outcomes'), cm.id * 16 + l.l, 64),
              l.l,
              120 + (bench_gen.h(cm.id * 16 + l.l, 65) % 1500)::int,
              case when bench_gen.h(cm.id * 16 + l.l, 63) % 6 = 0 then null
                   else '/demo/media/lesson-clip-1.mp4' end,
              '',
              cm.position = 1 and l.l = 1
       from course_modules cm
       cross join lateral generate_series(1, (3 + bench_gen.h(cm.id, 62) % 6)::int) as l(l)`,
    );
    await exec(
      db,
      `insert into course_faqs (course_id, question, answer, position)
       select c.id, 'Question ' || f.f || ' about ' || c.title, bench_gen.pick((select items from bench_gen.words where kind = 'middles'), c.id * 8 + f.f, 66), f.f
       from courses c
       cross join lateral generate_series(1, (3 + bench_gen.h(c.id, 67) % 3)::int) as f(f)
       where c.status <> 'draft' and c.kind = 'course'`,
    );
  });

  await timed(log, 'popularity ranking', async () => {
    // Popularity is a hash-shuffled rank, so popular courses are spread over ids, genres and topics.
    await exec(
      db,
      `create table bench_gen.pop as
       select (row_number() over (order by bench_gen.h(id, 40), id) - 1)::int as rank, id as course_id, published_at
       from courses where status = 'published' and kind = 'course'`,
    );
    await exec(db, `create unique index on bench_gen.pop (rank)`);
    await exec(db, `analyze bench_gen.pop`);
  });

  await timed(log, `enrollments (${scale.enrollments})`, () =>
    exec(
      db,
      // Each learner wants k courses (2..20, mean 11); a pick is, 60% of the time, rank = N * x^3 (a
      // long tail: the top 1% of courses get about 13% of all enrollments), else uniform. Picks are
      // over-sampled (k + 4), de-duplicated per learner, and trimmed to exactly scale.enrollments rows
      // (dropping the heaviest learners' last picks first).
      `insert into enrollments (user_id, course_id, created_at)
       select e.user_id, e.course_id, e.created_at
       from (
         select d.user_id, d.course_id, d.created_at
         from (
           select c.user_id, c.course_id, c.k, min(c.created_at) as created_at,
                  row_number() over (partition by c.user_id order by min(c.j)) as rn
           from (
             select u.i as user_id, j.j, kk.k, p.course_id,
                    p.published_at + (${ANCHOR} - p.published_at) * bench_gen.u(u.i * 64 + j.j, 43) as created_at
             from generate_series(${int(firstLearner)}, ${int(lastLearner)}) as u(i)
             cross join lateral (select (2 + bench_gen.h(u.i, 41) % 19)::int as k) as kk
             cross join lateral generate_series(1, kk.k + 4) as j(j)
             join bench_gen.pop p on p.rank = (
               case when bench_gen.h(u.i * 64 + j.j, 42) % 100 < 60
                    then floor((select count(*) from bench_gen.pop) * power(bench_gen.u(u.i * 64 + j.j, 44), 3))
                    else bench_gen.h(u.i * 64 + j.j, 45) % (select count(*) from bench_gen.pop) end)::int
           ) c
           group by c.user_id, c.course_id, c.k
         ) d
         where d.rn <= d.k
         order by d.rn, bench_gen.h(d.user_id, 46), d.user_id
         limit ${int(scale.enrollments)}
       ) e
       order by e.created_at, e.user_id, e.course_id`,
    ),
  );

  await timed(log, 'course counters and ratings', () =>
    exec(
      db,
      `update courses c
       set enrolled_count = s.n,
           rating_count = s.n * (4 + bench_gen.h(c.id, 50) % 17) / 100,
           rating_avg = case when s.n * (4 + bench_gen.h(c.id, 50) % 17) / 100 > 0
                             then round((3.3 + 1.7 * power(bench_gen.u(c.id, 51), 0.5))::numeric, 2)::real
                             else 0 end
       from (
         select co.id, count(en.id)::int as n
         from courses co left join enrollments en on en.course_id = co.id
         group by co.id
       ) s
       where s.id = c.id`,
    ),
  );

  await timed(log, 'sequences and clean-up', async () => {
    for (const table of [
      'users',
      'instructor_profiles',
      'genres',
      'courses',
      'enrollments',
      'course_modules',
      'lessons',
      'course_faqs',
    ]) {
      await exec(
        db,
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      );
    }
    await exec(db, `drop schema bench_gen cascade`);
    await exec(db, `set session_replication_role = origin`);
  });

  // The counter UPDATE left a dead version of every course: compact the table so that every run starts
  // from the same physical layout. VACUUM then sets the visibility map (index-only scans), as on a
  // database that has been up a while, and ANALYZE gives the planner its statistics.
  await timed(log, 'vacuum full courses', () => exec(db, `vacuum full courses`));
  await timed(log, 'vacuum analyze', () => exec(db, `vacuum (analyze)`));
}

/** Row counts of the generated tables, for the generator's report. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const [row] = await exec(
    db,
    `select (select count(*) from genres) as genres,
            (select count(*) from users) as users,
            (select count(*) from instructor_profiles) as instructors,
            (select count(*) from courses) as courses,
            (select count(*) from courses where status = 'published' and kind = 'course') as published_courses,
            (select count(*) from courses where price = 0 and status = 'published') as free_courses,
            (select count(*) from courses where sale_price is not null and status = 'published') as on_sale,
            (select count(*) from courses where is_featured) as featured,
            (select count(*) from enrollments) as enrollments,
            (select count(*) from course_modules) as modules,
            (select count(*) from lessons) as lessons,
            (select max(enrolled_count) from courses) as max_enrolled_count,
            (select percentile_disc(0.5) within group (order by enrolled_count)
               from courses where status = 'published') as median_enrolled_count`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}
