import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@dokkho/db';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, seedUser } from '../../test/factories';
import { newCertificateSerial } from '../learning/certificates';
import { resolvePageMeta } from './page-meta';

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
