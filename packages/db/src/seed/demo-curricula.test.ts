// @vitest-environment node
import { openSync, readFileSync, readSync, closeSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../client';
import { courseFaqs, courseModules, courses, lessons } from '../schema';
import { DEMO_PUBLIC_DIR } from './artwork';
import {
  DEMO_CURRICULA,
  curriculumTotals,
  liveStartsAt,
  type DemoLiveModule,
  type DemoRecordedModule,
} from './demo-curricula';
import { DEMO_CAREER_PATHS, DEMO_COURSES } from './demo-data';
import { mp4DurationSeconds } from './mp4-duration';
import { DEMO_CLIPS, type DemoClip } from './sample-media';
import {
  DEMO_ACCOUNT_TEACHING_COURSES,
  DEMO_TAUGHT_COURSES,
  DEMO_TAUGHT_LIVE_CLASSES,
  DEMO_TEACHING_COURSES,
} from './demo-teaching';
import { seedDemoData } from './seed';

/** What the file says its length is, read from its movie header: the truth a lesson row must tell. */
const clipSeconds = (clip: DemoClip) =>
  mp4DurationSeconds(readFileSync(path.join(DEMO_PUBLIC_DIR, clip.file)));

const recorded = (slug: string) =>
  DEMO_CURRICULA[slug]!.modules.filter((m): m is DemoRecordedModule => m.kind === 'recorded');

describe('demo curricula', () => {
  it('covers every demo course and nothing else (career paths are their courses)', () => {
    expect(Object.keys(DEMO_CURRICULA).sort()).toEqual(DEMO_COURSES.map((c) => c.slug).sort());
    for (const path of DEMO_CAREER_PATHS) expect(DEMO_CURRICULA[path.slug]).toBeUndefined();
  });

  it('gives each course 4-7 modules of 3-6 lessons, opening with a video', () => {
    for (const course of DEMO_COURSES) {
      const { modules } = DEMO_CURRICULA[course.slug]!;
      expect(modules.length, course.slug).toBeGreaterThanOrEqual(4);
      expect(modules.length, course.slug).toBeLessThanOrEqual(7);
      expect(modules[0]?.kind, course.slug).toBe('recorded');
      for (const module of recorded(course.slug)) {
        expect(module.lessons.length, `${course.slug}: ${module.title}`).toBeGreaterThanOrEqual(3);
        expect(module.lessons.length, `${course.slug}: ${module.title}`).toBeLessThanOrEqual(6);
      }
      expect(recorded(course.slug)[0]?.lessons[0]?.kind, course.slug).toBe('video');
      const titles = recorded(course.slug).flatMap((m) => m.lessons.map((l) => l.title));
      expect(new Set(titles).size, `${course.slug} repeats a lesson title`).toBe(titles.length);
    }
  });

  it('has believable lengths, and article lessons with a real Markdown body', () => {
    const all = DEMO_COURSES.flatMap((c) => recorded(c.slug).flatMap((m) => m.lessons));
    const articles = all.filter((l) => l.kind === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(articles.length).toBeLessThan(all.length / 5);
    for (const lesson of all) {
      if (lesson.kind === 'video') {
        // It plays a demo clip, so it says that clip's length (checked against the file below).
        expect(lesson.clip, lesson.title).not.toBeNull();
        expect(lesson.durationSeconds, lesson.title).toBe(lesson.clip!.seconds);
        expect(lesson.body).toBe('');
      } else {
        expect(lesson.body.length, lesson.title).toBeGreaterThan(300);
        // Markdown structure: a heading, a list or a table.
        expect(lesson.body, lesson.title).toMatch(/^(#{2} |[-*] |\d+\. |\| )/m);
        // Its reading time: 150 words a minute, rounded up to whole minutes.
        const words = lesson.body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
        expect(lesson.durationSeconds, lesson.title).toBe(Math.ceil(words / 150) * 60);
        expect(lesson.clip, lesson.title).toBeNull();
        expect(lesson.durationSeconds, lesson.title).toBeLessThanOrEqual(10 * 60);
      }
    }
  });

  it('schedules a live class on a few courses, and answers 3-5 questions on each', () => {
    const withLive = DEMO_COURSES.filter((c) =>
      DEMO_CURRICULA[c.slug]!.modules.some((m) => m.kind === 'live'),
    );
    expect(withLive.length).toBeGreaterThanOrEqual(3);
    expect(withLive.length).toBeLessThanOrEqual(8);
    for (const course of DEMO_COURSES) {
      const { faqs } = DEMO_CURRICULA[course.slug]!;
      expect(faqs.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(faqs.length, course.slug).toBeLessThanOrEqual(5);
      const questions = faqs.map((f) => f.question);
      expect(questions).toContain('Will I get a certificate?');
      // Free courses do not talk about refunds; paid ones state the terms' refund rule.
      const refund = faqs.find((f) => f.question === 'Can I get a refund?');
      if (course.price === 0) expect(refund, course.slug).toBeUndefined();
      else expect(refund?.answer, course.slug).toMatch(/within 7 days.*less than 20%/);
      // Every question and answer has its Bangla (docs/decisions/026), not a copy of the English.
      for (const faq of faqs) {
        expect(faq.questionBn, faq.question).toMatch(/^[^A-Za-z]*[\u0980-\u09FF]/u);
        expect(faq.answerBn, faq.question).toMatch(/[\u0980-\u09FF]/u);
        expect(faq.answerBn).not.toBe(faq.answer);
      }
      if (course.price > 0) expect(refund?.answerBn, course.slug).toMatch(/৭ দিনের মধ্যে.*২০%-এর কম/);
    }
  });

  it('starts a live class N days after seeding at its Dhaka time', () => {
    const module: DemoLiveModule = {
      kind: 'live',
      title: 'Live Q&A',
      description: '',
      daysAfterSeeding: 3,
      dhakaTime: '19:30',
      minutes: 60,
    };
    // 02:00 on 1 December in Dhaka: still 30 November in UTC.
    expect(liveStartsAt(module, new Date('2026-11-30T20:00:00Z')).toISOString()).toBe(
      '2026-12-04T13:30:00.000Z',
    );
    expect(liveStartsAt(module, new Date('2026-12-31T10:00:00Z')).toISOString()).toBe(
      '2027-01-03T13:30:00.000Z',
    );
  });

  it('ships the demo clips as small fast-start MP4s of different lesson lengths', () => {
    expect(DEMO_CLIPS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_CLIPS.map((clip) => clip.seconds)).size).toBe(DEMO_CLIPS.length);
    let total = 0;
    for (const clip of DEMO_CLIPS) {
      const file = path.join(DEMO_PUBLIC_DIR, clip.file);
      expect(clip.url).toBe(`/demo/${clip.file}`);
      // A few minutes each, as recorded lessons are.
      expect(clip.seconds, clip.file).toBeGreaterThanOrEqual(3 * 60);
      expect(clip.seconds, clip.file).toBeLessThanOrEqual(10 * 60);
      const size = statSync(file).size;
      expect(size, clip.file).toBeGreaterThan(10_000);
      total += size;
      const head = Buffer.alloc(64);
      const fd = openSync(file, 'r');
      readSync(fd, head, 0, 64, 0);
      closeSync(fd);
      expect(head.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // "Fast start": the index (moov) comes before the media, so playback and seeking start at once.
      const ftypSize = head.readUInt32BE(0);
      expect(head.subarray(ftypSize + 4, ftypSize + 8).toString('latin1'), clip.file).toBe('moov');
    }
    // The repository carries them: all of them together stay small.
    expect(total).toBeLessThan(2_000_000);
  });

  it('says the length each clip really has (its movie header)', () => {
    for (const clip of DEMO_CLIPS) expect(clipSeconds(clip), clip.file).toBe(clip.seconds);
  });

  it('spreads the video lessons over every clip', () => {
    const videos = DEMO_COURSES.flatMap((c) => recorded(c.slug).flatMap((m) => m.lessons)).filter(
      (lesson) => lesson.kind === 'video',
    );
    for (const clip of DEMO_CLIPS) {
      const share = videos.filter((lesson) => lesson.clip === clip).length / videos.length;
      expect(share, clip.file).toBeGreaterThan(0.5 / DEMO_CLIPS.length);
    }
  });
});

describe('seeding the curricula', () => {
  let handle: DatabaseHandle;
  const before = new Date();

  beforeAll(async () => {
    handle = await createDatabase({});
    await handle.migrate();
    await seedDemoData(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('makes every course counter match its lessons table', async () => {
    const { db } = handle;
    const rows = await db
      .select({
        slug: courses.slug,
        kind: courses.kind,
        lessonsCount: courses.lessonsCount,
        durationMinutes: courses.durationMinutes,
        lessonRows: sql<number>`(select count(*)::int from lessons l where l.course_id = "courses"."id")`,
        lessonSeconds: sql<number>`(select coalesce(sum(l.duration_seconds), 0)::int from lessons l where l.course_id = "courses"."id")`,
        liveMinutes: sql<number>`(select coalesce(sum(m.live_duration_minutes), 0)::int from course_modules m where m.course_id = "courses"."id" and m.kind = 'live')`,
      })
      .from(courses);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const course of DEMO_COURSES) {
      const row = bySlug.get(course.slug)!;
      expect(row.lessonsCount, course.slug).toBe(row.lessonRows);
      // Classes scheduled from the instructor dashboard (seed-live-classes.ts) leave the card's length as
      // it was, as the API does; the curricula's own live modules count.
      const scheduled = DEMO_TAUGHT_LIVE_CLASSES.filter((c) => c.course === course.slug).reduce(
        (sum, c) => sum + c.minutes,
        0,
      );
      expect(row.durationMinutes, course.slug).toBe(
        Math.round((row.lessonSeconds + (row.liveMinutes - scheduled) * 60) / 60),
      );
      const totals = curriculumTotals(DEMO_CURRICULA[course.slug]!);
      expect(row.lessonsCount).toBe(totals.lessons);
      expect(row.durationMinutes).toBe(Math.round(totals.durationSeconds / 60));
    }
    for (const path of DEMO_CAREER_PATHS) {
      const row = bySlug.get(path.slug)!;
      const members = path.members.map((slug) => bySlug.get(slug)!);
      expect(row.lessonRows, path.slug).toBe(0);
      expect(row.lessonsCount, path.slug).toBe(members.reduce((sum, m) => sum + m.lessonsCount, 0));
      expect(row.durationMinutes, path.slug).toBe(members.reduce((sum, m) => sum + m.durationMinutes, 0));
    }
  });

  it('gives every video lesson row the length of the clip it plays, read from the file (issue 15 item 7)', async () => {
    const { db } = handle;
    const videoRows = await db
      .select({ title: lessons.title, url: lessons.videoUrl, seconds: lessons.durationSeconds })
      .from(lessons)
      .where(eq(lessons.kind, 'video'));
    expect(videoRows.length).toBeGreaterThan(100);
    const real = new Map(DEMO_CLIPS.map((clip) => [clip.url, clipSeconds(clip)]));
    for (const row of videoRows) {
      expect(real.has(row.url!), `${row.title} plays ${row.url}`).toBe(true);
      expect(row.seconds, row.title).toBe(Math.round(real.get(row.url!)!));
    }
    // Not one length for all: every clip's length is among them.
    expect(new Set(videoRows.map((row) => row.seconds)).size).toBe(DEMO_CLIPS.length);
  });

  it('writes modules, lessons and FAQs in order, with one free preview per course', async () => {
    const { db } = handle;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'data-analytics-excel-sql-power-bi'));
    const modules = await db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, course!.id))
      .orderBy(asc(courseModules.position));
    const demo = DEMO_CURRICULA['data-analytics-excel-sql-power-bi']!;
    expect(modules.map((m) => [m.kind, m.title])).toEqual(demo.modules.map((m) => [m.kind, m.title]));
    const lessonRows = await db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, course!.id))
      .orderBy(asc(lessons.moduleId), asc(lessons.position));
    expect(lessonRows[0]).toMatchObject({ kind: 'video', isPreview: true });
    expect(lessonRows.filter((l) => l.isPreview)).toHaveLength(1);
    for (const lesson of lessonRows) {
      if (lesson.kind === 'video') expect(DEMO_CLIPS.map((clip) => clip.url)).toContain(lesson.videoUrl);
      else expect(lesson.videoUrl).toBeNull();
    }
    const faqRows = await db
      .select({
        question: courseFaqs.question,
        questionBn: courseFaqs.questionBn,
        answerBn: courseFaqs.answerBn,
      })
      .from(courseFaqs)
      .where(eq(courseFaqs.courseId, course!.id))
      .orderBy(asc(courseFaqs.position));
    expect(faqRows).toEqual(
      demo.faqs.map((f) => ({ question: f.question, questionBn: f.questionBn, answerBn: f.answerBn })),
    );

    // Exactly one preview in every course: the catalog's, the demo accounts' own (demo-teaching.ts) and the
    // new version instructor@ is writing of one of hers (seed-course-version.ts), a copy with its preview.
    const previews = await db
      .select({ courseId: lessons.courseId, n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(eq(lessons.isPreview, true))
      .groupBy(lessons.courseId);
    expect(previews).toHaveLength(
      DEMO_COURSES.length + DEMO_TEACHING_COURSES.length + DEMO_ACCOUNT_TEACHING_COURSES.length + 1,
    );
    expect(previews.every((p) => p.n === 1)).toBe(true);
  });

  it('schedules the live classes after the seed ran, with a join link', async () => {
    const { db } = handle;
    // instructor@'s own live classes (seed-live-classes.ts) include past ones with a recording.
    const taught = await db
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.slug, [...DEMO_TAUGHT_COURSES]));
    const live = (await db.select().from(courseModules).where(eq(courseModules.kind, 'live'))).filter(
      (module) => !taught.some((course) => course.id === module.courseId),
    );
    const expected = DEMO_COURSES.filter((c) =>
      DEMO_CURRICULA[c.slug]!.modules.some((m) => m.kind === 'live'),
    ).length;
    expect(live).toHaveLength(expected);
    for (const module of live) {
      expect(module.startsAt!.getTime()).toBeGreaterThan(before.getTime());
      expect(module.liveDurationMinutes).toBeGreaterThan(0);
      expect(module.joinUrl).toMatch(/^https:\/\//);
      expect(module.recordingUrl).toBeNull();
    }
  });
});
