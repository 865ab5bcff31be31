import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_MESSAGES, CompanyProfile } from '@dokkho/contract/jobs';
import type { TestContext } from '../../test/test-app';
import { authHeader, createUploadsTestApp } from '../../test/test-app';
import { jobBody, multipart, seedRecruiter, seedUser } from '../../test/factories';

let ctx: TestContext & { dataDir: string };

beforeAll(async () => {
  ctx = await createUploadsTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const upload = (headers: Record<string, string>, data: Buffer | string, contentType = 'image/png') => {
  const body = multipart([{ name: 'file', filename: 'logo.png', contentType, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/jobs/company-profile/logo/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** A wide logo: fitting it must keep all of it (no crop), padded to a square. */
const wideLogo = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('company logo', () => {
  it('stores the logo as a 256 px WebP, replaces the old file, and every post shows the current one', async () => {
    const recruiter = await seedRecruiter(ctx.db, { companyLogo: '' });
    const first = await upload(recruiter.headers, await wideLogo());
    expect(first.statusCode, first.body).toBe(200);
    const profile = CompanyProfile.parse(first.json());
    expect(profile.company_logo).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.webp$/);
    const media = await ctx.app.inject({ url: profile.company_logo });
    expect(media.statusCode).toBe(200);
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 256, 256, true]);

    const second = CompanyProfile.parse((await upload(recruiter.headers, await wideLogo())).json());
    expect(second.company_logo).not.toBe(profile.company_logo);
    expect((await ctx.app.inject({ url: profile.company_logo })).statusCode).toBe(404);

    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/jobpost/',
      headers: recruiter.headers,
      payload: jobBody(),
    });
    expect(post.json()).toMatchObject({ company_logo: second.company_logo });

    const postId = (post.json() as { id: number }).id;
    const postLogo = async () =>
      (
        (
          await ctx.app.inject({ url: `/api/jobs/jobpost/${postId}/`, headers: recruiter.headers })
        ).json() as {
          company_logo: string;
        }
      ).company_logo;

    // A post made before a new logo shows the new one, never the deleted file.
    const third = CompanyProfile.parse((await upload(recruiter.headers, await wideLogo())).json());
    expect(await postLogo()).toBe(third.company_logo);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/jobs/company-profile/logo/',
      headers: recruiter.headers,
    });
    expect(removed.json()).toMatchObject({ company_logo: '' });
    expect((await ctx.app.inject({ url: third.company_logo })).statusCode).toBe(404);
    expect(await postLogo()).toBe('');

    // A new company name reaches the posts too.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/jobs/company-profile/',
      headers: recruiter.headers,
      payload: { company_name: 'Acme Bangladesh Ltd' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stored = await ctx.app.inject({ url: `/api/jobs/jobpost/${postId}/`, headers: recruiter.headers });
    expect(stored.json()).toMatchObject({ company_name: 'Acme Bangladesh Ltd' });
  });

  it('refuses what is not an image, a file too large, a body that is not multipart, and non-recruiters', async () => {
    const recruiter = await seedRecruiter(ctx.db);
    const text = await upload(recruiter.headers, 'not an image at all', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ detail: COMPANY_LOGO_MESSAGES.type });
    const huge = await upload(recruiter.headers, Buffer.alloc(COMPANY_LOGO_MAX_BYTES + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: COMPANY_LOGO_MESSAGES.tooLarge });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/company-profile/logo/',
      headers: recruiter.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const learner = await authHeader((await seedUser(ctx.db)).id);
    expect((await upload(learner, await wideLogo())).statusCode).toBe(403);
    expect((await upload({}, await wideLogo())).statusCode).toBe(401);
  });
});
