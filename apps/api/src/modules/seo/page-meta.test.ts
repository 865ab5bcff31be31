import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  seedCourse,
  seedEvent,
  seedGenre,
  seedInstructor,
  seedJob,
  seedRecruiter,
  seedUser,
} from '../../test/factories';
import { newCertificateSerial } from '../learning/certificates';
import { renderPageMeta, resolvePageMeta } from './page-meta';
import { INDEX_HTML } from '../../test/index-html';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('resolvePageMeta: /certificate/{serial}', () => {
  it('previews a genuine certificate: who, what, when (Dhaka date)', async () => {
    const genre = await seedGenre(ctx.db);
    const instructor = await seedInstructor(ctx.db);
    const course = await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id });
    const learner = await seedUser(ctx.db);
    const serial = newCertificateSerial();
    await ctx.db.insert(schema.certificates).values({
      serial,
      userId: learner.id,
      courseId: course.id,
      learnerName: 'তাহমিনা আক্তার',
      courseTitle: 'Excel Essentials',
      instructorName: 'Tanvir Ahmed',
      // 20:30 UTC on the 20th is already the 21st in Dhaka.
      issuedAt: new Date('2026-11-20T20:30:00Z'),
    });

    const meta = await resolvePageMeta(ctx.db, `/certificate/${serial.toLowerCase()}`, 'https://dokkho.test');
    expect(meta).toEqual({
      title: 'Certificate: তাহমিনা আক্তার, Excel Essentials · Dokkho',
      description: `তাহমিনা আক্তার completed Excel Essentials on Dokkho, taught by Tanvir Ahmed. Certificate ${serial}, issued 21 November 2026: genuine.`,
      type: 'article',
    });
  });

  it('keeps the defaults for an unknown or malformed number', async () => {
    expect(
      await resolvePageMeta(ctx.db, '/certificate/DKH-0000-0000-0000', 'https://dokkho.test'),
    ).toBeNull();
    expect(await resolvePageMeta(ctx.db, '/certificate/%E0%A4', 'https://dokkho.test')).toBeNull();
    expect(await resolvePageMeta(ctx.db, '/certificate/ab12', 'https://dokkho.test')).toBeNull();
  });
});

/** The text of an attribute or element as a browser reads it (escapeHtml writes &#NN; references). */
const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** What a browser or a crawler reads from the served head: one of each element, or a test failure. */
function readHead(html: string) {
  const one = (pattern: RegExp, what: string) => {
    const matches = [...html.matchAll(pattern)];
    expect(matches, what).toHaveLength(1);
    return unescapeHtml(matches[0]![1]!);
  };
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: one(/<title>([\s\S]*?)<\/title>/g, 'title'),
    description: one(/<meta name="description" content="([^"]*)" \/>/g, 'description'),
    ogTitle: one(/<meta property="og:title" content="([^"]*)" \/>/g, 'og:title'),
    ogDescription: one(/<meta property="og:description" content="([^"]*)" \/>/g, 'og:description'),
    // JSON.parse of the element's text: it must stay valid JSON, and nothing inside may close the element.
    jsonLd: jsonLd.map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

describe('renderPageMeta with user text holding replacement patterns (issue 14 item 7)', () => {
  // String.replace expands these in a replacement string: the match, the text before it, the text after
  // it, a group, and a literal dollar. Each must come out exactly as typed.
  const PATTERNS = ["$'", '$&', '$`', '$1', '$$'];

  it.each(PATTERNS)(
    'keeps %s in a job title as typed, in every tag and in valid JSON-LD',
    async (pattern) => {
      const recruiter = await seedRecruiter(ctx.db);
      const title = `Analyst ${pattern} end </script><script>alert(1)</script>`;
      const job = await seedJob(ctx.db, recruiter, { title, description: `Pays ${pattern} monthly.` });
      const pathname = `/jobs/${job.id}`;
      const meta = (await resolvePageMeta(ctx.db, pathname, 'https://dokkho.test'))!;
      const head = readHead(
        renderPageMeta(INDEX_HTML, meta, `https://dokkho.test${pathname}`, 'https://dokkho.test'),
      );

      expect(head.title).toBe(`${title} at ${recruiter.profile.companyName} · Dokkho`);
      expect(head.ogTitle).toBe(head.title);
      expect(head.description).toContain(`${title} (Full-time`);
      expect(head.description).toContain(`Pays ${pattern} monthly.`);
      expect(head.ogDescription).toBe(head.description);
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'JobPosting',
        title,
        description: `Pays ${pattern} monthly.`,
      });
    },
  );

  it.each(PATTERNS)('keeps %s in the name on a certificate as typed', async (pattern) => {
    const genre = await seedGenre(ctx.db);
    const instructor = await seedInstructor(ctx.db);
    const course = await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id });
    const learner = await seedUser(ctx.db);
    const serial = newCertificateSerial();
    const learnerName = `Rahim ${pattern} Uddin`;
    await ctx.db.insert(schema.certificates).values({
      serial,
      userId: learner.id,
      courseId: course.id,
      learnerName,
      courseTitle: `Excel ${pattern} Essentials`,
      instructorName: 'Tanvir Ahmed',
      issuedAt: new Date('2026-11-20T08:00:00Z'),
    });
    const pathname = `/certificate/${serial}`;
    const meta = (await resolvePageMeta(ctx.db, pathname, 'https://dokkho.test'))!;
    const head = readHead(
      renderPageMeta(INDEX_HTML, meta, `https://dokkho.test${pathname}`, 'https://dokkho.test'),
    );

    expect(head.title).toBe(`Certificate: ${learnerName}, Excel ${pattern} Essentials · Dokkho`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toMatch(new RegExp(`^${learnerName.replace(/\$/g, '\\$')} completed Excel`));
    expect(head.ogDescription).toBe(head.description);
    expect(head.jsonLd).toEqual([]);
  });
});

describe('resolvePageMeta: /masterclass-details/{id} and /free-class/{id}', () => {
  it('previews the event in the reader’s language, as a free online schema.org Event', async () => {
    const event = await seedEvent(ctx.db, {
      startsAt: new Date('2030-03-14T14:00:00Z'),
      durationMinutes: 90,
    });
    const meta = await resolvePageMeta(ctx.db, `/masterclass-details/${event.id}`, 'https://dokkho.test');
    expect(meta?.title).toBe('Excel to Power BI: a dashboard in one evening · Dokkho');
    expect(meta?.description).toBe('Build a sales dashboard live.');
    expect(meta?.jsonLd).toMatchObject({
      '@type': 'Event',
      startDate: '2030-03-14T14:00:00.000Z',
      endDate: '2030-03-14T15:30:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      isAccessibleForFree: true,
      performer: { '@type': 'Person', name: 'Farhana Rahman' },
      url: `https://dokkho.test/masterclass-details/${event.id}`,
    });
    const bn = await resolvePageMeta(ctx.db, `/masterclass-details/${event.id}`, 'https://dokkho.test', 'bn');
    expect(bn?.title).toBe('এক্সেল থেকে পাওয়ার বিআই: এক সন্ধ্যায় একটি ড্যাশবোর্ড · Dokkho');
  });

  it('keeps the defaults for the other kind’s page or an unknown id', async () => {
    const event = await seedEvent(ctx.db, { kind: 'free_class', title: 'Spoken English' });
    expect((await resolvePageMeta(ctx.db, `/free-class/${event.id}`, 'https://dokkho.test'))?.title).toBe(
      'Spoken English · Dokkho',
    );
    expect(
      await resolvePageMeta(ctx.db, `/masterclass-details/${event.id}`, 'https://dokkho.test'),
    ).toBeNull();
    expect(await resolvePageMeta(ctx.db, '/free-class/999999', 'https://dokkho.test')).toBeNull();
  });
});
