import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandbookDetails, HandbookDownloadResponse, HandbookListResponse } from '@dokkho/contract/learning';
import { schema } from '@dokkho/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app';
import { seedCourse, seedGenre, seedInstructor, uniqueTag } from '../../test/factories';
import { DOWNLOAD_LINK_INVALID_MESSAGE } from './handbooks';

let ctx: TestContext;
let courseId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const genre = await seedGenre(ctx.db);
  const instructor = await seedInstructor(ctx.db);
  courseId = (await seedCourse(ctx.db, { genreId: genre.id, instructorId: instructor.profile.id })).id;
});

afterAll(async () => {
  await ctx?.close();
});

async function seedHandbook(overrides: Partial<typeof schema.handbooks.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(schema.handbooks)
    .values({
      slug: uniqueTag('handbook'),
      courseId,
      title: 'SQL Interview Cheat Sheet',
      summary: 'The questions data teams ask most.',
      highlights: ['Joins in one picture', 'বাংলায় অনুশীলনী'],
      body: '# Joins\n\nAn **inner join** keeps matching rows.\n\n- left join\n- right join',
      ...overrides,
    })
    .returning();
  return row!;
}

const download = (id: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/course/handbook-download/${id}/`, payload });

describe('handbooks', () => {
  it('shows the offer, takes the lead, and serves the PDF only through the issued link', async () => {
    const handbook = await seedHandbook();
    const offer = await ctx.app.inject({ url: `/api/course/handbook/${handbook.id}/` });
    expect(offer.statusCode).toBe(200);
    expect(offer.body).not.toContain('inner join');
    expect(HandbookDetails.parse(offer.json())).toMatchObject({
      title: 'SQL Interview Cheat Sheet',
      highlights: ['Joins in one picture', 'বাংলায় অনুশীলনী'],
      course: { id: courseId },
      downloads: 0,
    });

    const lead = await download(handbook.id, { name: 'Nusrat', phone_number: '017-1234-5678' });
    expect(lead.statusCode).toBe(201);
    const { download_url: url } = HandbookDownloadResponse.parse(lead.json());
    expect(url).toMatch(
      new RegExp(`^http://dokkho\\.test/api/course/handbook-file/${handbook.id}/\\d+\\.[\\w-]+/$`),
    );
    const [saved] = await ctx.db
      .select()
      .from(schema.handbookDownloads)
      .where(eq(schema.handbookDownloads.handbookId, handbook.id));
    expect(saved).toMatchObject({ name: 'Nusrat', phoneNumber: '+8801712345678', email: null });

    const file = await ctx.app.inject({ url: url.replace('http://dokkho.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="dokkho-${handbook.slug}.pdf"`);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A forged or re-targeted link is refused.
    const token = new URL(url).pathname.split('/')[5];
    const [downloadId] = token!.split('.');
    for (const forged of [
      `/api/course/handbook-file/${handbook.id}/${downloadId}.${'A'.repeat(43)}/`,
      `/api/course/handbook-file/${handbook.id}/${Number(downloadId) + 1}.${token!.split('.')[1]}/`,
    ]) {
      const refused = await ctx.app.inject({ url: forged });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: DOWNLOAD_LINK_INVALID_MESSAGE });
    }
    const other = await seedHandbook();
    expect(
      (await ctx.app.inject({ url: `/api/course/handbook-file/${other.id}/${token}/` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/api/course/handbook-file/${handbook.id}/nope/` })).statusCode).toBe(
      400,
    );

    const counted = HandbookDetails.parse(
      (await ctx.app.inject({ url: `/api/course/handbook/${handbook.id}/` })).json(),
    );
    expect(counted.downloads).toBe(1);
  });

  it('asks for a name and a way to reach the reader, and validates them', async () => {
    const handbook = await seedHandbook();
    expect((await download(handbook.id, { name: 'Nusrat' })).json()).toEqual({
      phone_number: ['Enter your mobile number or your e-mail, so we can send you updates'],
    });
    expect((await download(handbook.id, { name: 'N', email: 'n@example.com' })).json()).toEqual({
      name: ['Enter your name'],
    });
    expect((await download(handbook.id, { name: 'Nusrat', phone_number: '12345' })).statusCode).toBe(400);
    expect((await download(handbook.id, { name: 'Nusrat', email: 'not-an-email' })).json()).toEqual({
      email: ['Enter a valid e-mail address'],
    });
    expect((await download(handbook.id, { name: 'Nusrat', email: 'n@example.com' })).statusCode).toBe(201);
  });

  it('hides unpublished handbooks', async () => {
    const hidden = await seedHandbook({ isPublished: false });
    expect((await ctx.app.inject({ url: `/api/course/handbook/${hidden.id}/` })).statusCode).toBe(404);
    expect((await download(hidden.id, { name: 'Nusrat', email: 'n@example.com' })).statusCode).toBe(404);
  });

  it('lists the published handbooks with their course and download counts, for the learning center', async () => {
    const listed = await seedHandbook({ title: 'Excel Shortcuts Card' });
    const general = await seedHandbook({ courseId: null, title: 'Your First CV' });
    const hidden = await seedHandbook({ isPublished: false });
    await download(listed.id, { name: 'Nusrat', email: 'n@example.com' });
    await download(listed.id, { name: 'Rafi', phone_number: '01812345678' });

    const response = await ctx.app.inject({ url: '/api/course/handbooks/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public/);
    // Only the offer: the content stays behind the lead form.
    expect(response.body).not.toContain('inner join');
    const list = HandbookListResponse.parse(response.json());
    const ids = list.map((handbook) => handbook.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(listed.id)).toBeLessThan(ids.indexOf(general.id));
    expect(list.find((handbook) => handbook.id === listed.id)).toMatchObject({
      title: 'Excel Shortcuts Card',
      course: { id: courseId },
      downloads: 2,
    });
    expect(list.find((handbook) => handbook.id === general.id)).toMatchObject({ course: null, downloads: 0 });
    // The list and the handbook's own page agree.
    const own = HandbookDetails.parse(
      (await ctx.app.inject({ url: `/api/course/handbook/${listed.id}/` })).json(),
    );
    expect(list.find((handbook) => handbook.id === listed.id)).toEqual(own);
  });
});
