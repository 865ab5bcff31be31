import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser } from '@dokkho/contract/auth';
import {
  EMAIL_CHANGE_MESSAGE,
  PHONE_CHANGE_MESSAGE,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
} from '@dokkho/contract/profile';
import { schema } from '@dokkho/db';
import type { TestContext } from '../../test/test-app';
import { createUploadsTestApp } from '../../test/test-app';
import { multipart, type MultipartPart, seedMember, seedStaff } from '../../test/factories';

let ctx: TestContext & { dataDir: string };

beforeAll(async () => {
  ctx = await createUploadsTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const patchProfile = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/user/auth/profile/', headers, payload });

const uploadParts = (headers: Record<string, string>, parts: MultipartPart[]) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/auth/profile/picture/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const upload = (
  headers: Record<string, string>,
  data: Buffer,
  filename = 'me.jpg',
  contentType = 'image/jpeg',
) => uploadParts(headers, [{ name: 'file', filename, contentType, data }]);

/** A photo as a phone takes it: JPEG with EXIF, including a GPS position and a caption. */
async function phonePhoto(width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'SECRET-HOME-ADDRESS', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .toBuffer();
}

const uploadsDir = () => path.join(ctx.dataDir, 'uploads', 'avatars');
const fileOf = (url: string) => path.join(ctx.dataDir, 'uploads', url.replace(/^\/media\//, ''));

describe('PATCH /api/user/auth/profile/', () => {
  it('changes the names (trimmed) and answers the whole user', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const response = await patchProfile(headers, { first_name: '  Sadia ', last_name: 'Afrin' });
    expect(response.statusCode).toBe(200);
    const body = AuthUser.parse(response.json());
    expect(body).toMatchObject({ id: user.id, first_name: 'Sadia', last_name: 'Afrin', email: user.email });
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Sadia', 'Afrin']);
  });

  it('changes only the name that is sent; Bangla names are fine', async () => {
    const { headers } = await seedMember(ctx.db, { firstName: 'Old', lastName: 'Surname' });
    const response = await patchProfile(headers, { first_name: 'সাদিয়া' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'সাদিয়া', last_name: 'Surname' });
  });

  it('refuses empty and overlong names, an empty body, and phone or e-mail changes with field messages', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const empty = await patchProfile(headers, { first_name: '   ', last_name: 'x'.repeat(51) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      first_name: ['Enter your first name'],
      last_name: ['Your last name can be at most 50 characters'],
    });
    const nothing = await patchProfile(headers, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      non_field_errors: ['Send a first_name, a last_name or a language to change.'],
    });
    const phone = await patchProfile(headers, {
      first_name: 'A',
      phone_number: '01712345678',
      email: 'x@y.bd',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ phone_number: [PHONE_CHANGE_MESSAGE], email: [EMAIL_CHANGE_MESSAGE] });
    const notJson = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/auth/profile/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(notJson.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect([row?.firstName, row?.phoneNumber]).toEqual(['Test', null]);
  });

  it('keeps the interface language the user switched to, and only a language we speak (issue 16)', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const before = await ctx.app.inject({ url: '/api/user/auth/profile/', headers });
    expect(before.json()).toMatchObject({ language: null });
    const chosen = await patchProfile(headers, { language: 'bn' });
    expect(chosen.statusCode).toBe(200);
    expect(AuthUser.parse(chosen.json())).toMatchObject({ language: 'bn', first_name: 'Test' });
    // Another device asks who is signed in: the choice comes with the user.
    const elsewhere = await ctx.app.inject({ url: '/api/user/auth/profile/', headers });
    expect(elsewhere.json()).toMatchObject({ language: 'bn' });
    const refused = await patchProfile(headers, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['language']);
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.language).toBe('bn');
  });

  it('needs a sign-in; a token of a deleted account is refused', async () => {
    expect((await patchProfile({}, { first_name: 'A' })).statusCode).toBe(401);
    expect((await patchProfile({ authorization: 'Bearer undefined' }, { first_name: 'A' })).statusCode).toBe(
      401,
    );
    const { user, headers } = await seedMember(ctx.db);
    await ctx.db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect((await patchProfile(headers, { first_name: 'A' })).statusCode).toBe(401);
  });
});

describe('GET /api/log_reg/users/{id}/', () => {
  const getUser = (id: number | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/log_reg/users/${id}/`, headers });

  it('answers the user themself with their account', async () => {
    const { user, headers } = await seedMember(ctx.db, { phoneNumber: '+8801711111111' });
    const response = await getUser(user.id, headers);
    expect(response.statusCode).toBe(200);
    expect(AuthUser.parse(response.json())).toMatchObject({
      id: user.id,
      email: user.email,
      phone_number: '+8801711111111',
      roles: ['learner'],
    });
  });

  it("refuses someone else's account with 403, whether or not it exists", async () => {
    const { headers } = await seedMember(ctx.db);
    const other = await seedMember(ctx.db);
    const refused = await getUser(other.user.id, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You can only see your own account.' });
    expect((await getUser(2_000_000_000, headers)).statusCode).toBe(403);
  });

  it('lets staff see anyone; an unknown id is 404; a bad id 400; no token 401', async () => {
    const staff = await seedStaff(ctx.db);
    const other = await seedMember(ctx.db);
    const seen = await getUser(other.user.id, staff.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: other.user.id, email: other.user.email });
    const unknown = await getUser(2_000_000_000, staff.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'User not found.' });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await getUser(bad, staff.headers);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json() as object)).toEqual(['id']);
    }
    expect((await getUser(other.user.id)).statusCode).toBe(401);
  });
});

describe('profile picture', () => {
  it('stores a phone photo as a 256 px WebP without EXIF/GPS, served immutable with nosniff', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const photo = await phonePhoto();
    const original = await sharp(photo).metadata();
    // The fixture really carries the secret: otherwise "stripped" below would prove nothing.
    expect(original.exif).toBeDefined();
    expect(photo.includes('SECRET-HOME-ADDRESS')).toBe(true);

    const response = await upload(headers, photo);
    expect(response.statusCode).toBe(200);
    const body = AuthUser.parse(response.json());
    expect(body.id).toBe(user.id);
    expect(body.profile_picture).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

    const media = await ctx.app.inject({ url: body.profile_picture! });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const stored = media.rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes('SECRET-HOME-ADDRESS')).toBe(false);
    expect(stored.includes('PhoneMaker')).toBe(false);

    // The profile says the same.
    const me = await ctx.app.inject({ url: '/api/user/auth/profile/', headers });
    expect(me.json()).toMatchObject({ profile_picture: body.profile_picture });
  });

  it('accepts PNG and WebP whatever the file is called, and crops a wide picture to a square', async () => {
    const { headers } = await seedMember(ctx.db);
    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#f59e0b' } })
      .png()
      .toBuffer();
    const fromPng = await upload(headers, png, 'holiday.jpg', 'application/octet-stream');
    expect(fromPng.statusCode).toBe(200);
    const pngUrl = (fromPng.json() as AuthUser).profile_picture!;
    const pngMeta = await sharp(fileOf(pngUrl)).metadata();
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(['webp', 256, 256]);

    const webp = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#334155' } })
      .webp()
      .toBuffer();
    const fromWebp = await upload(headers, webp, 'x', 'image/webp');
    expect(fromWebp.statusCode).toBe(200);
    expect((fromWebp.json() as AuthUser).profile_picture).not.toBe(pngUrl);
  });

  it('deletes the old picture once the new one is saved; each upload gets a new URL', async () => {
    const { headers } = await seedMember(ctx.db);
    const first = (await upload(headers, await phonePhoto(400, 400))).json() as AuthUser;
    expect(existsSync(fileOf(first.profile_picture!))).toBe(true);
    const second = (await upload(headers, await phonePhoto(400, 400))).json() as AuthUser;
    expect(second.profile_picture).not.toBe(first.profile_picture);
    expect(existsSync(fileOf(second.profile_picture!))).toBe(true);
    expect(existsSync(fileOf(first.profile_picture!))).toBe(false);
    expect((await ctx.app.inject({ url: first.profile_picture! })).statusCode).toBe(404);
  });

  it('keeps pictures it does not own (the seeded /images/... ones) when replacing them', async () => {
    const { user, headers } = await seedMember(ctx.db, { profilePicture: '/images/instructors/demo.webp' });
    const response = await upload(headers, await phonePhoto(300, 300));
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.profilePicture).toMatch(/^\/media\/avatars\//);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, whatever its name and type say', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [data, name, type] of [
      [Buffer.from('%PDF-1.7 not an image at all'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'me.png', 'image/png'],
      [svg, 'me.svg', 'image/svg+xml'],
      [gif, 'me.gif', 'image/gif'],
    ] as const) {
      const response = await upload(headers, data, name, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ detail: PROFILE_PICTURE_MESSAGES.type });
    }
    const truncated = (await phonePhoto(600, 600)).subarray(0, 400);
    const broken = await upload(headers, truncated);
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json() as object)).toEqual(['detail']);
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(row?.profilePicture).toBeNull();
  });

  it('refuses a file over 5 MB with 413 in the error format, and keeps the current picture', async () => {
    const { headers } = await seedMember(ctx.db);
    const current = (await upload(headers, await phonePhoto(300, 300))).json() as AuthUser;
    const before = readdirSync(uploadsDir()).length;
    const huge = Buffer.alloc(PROFILE_PICTURE_MAX_BYTES + 1024, 0xff);
    const response = await upload(headers, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: PROFILE_PICTURE_MESSAGES.tooLarge });
    expect(readdirSync(uploadsDir()).length).toBe(before);
    const me = await ctx.app.inject({ url: '/api/user/auth/profile/', headers });
    expect(me.json()).toMatchObject({ profile_picture: current.profile_picture });
  });

  it('refuses an image with too many pixels (a decompression bomb) with 400', async () => {
    const { headers } = await seedMember(ctx.db);
    // 8000 x 6000 = 48 megapixels of one colour: a small PNG that would take 190 MB to decode.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PROFILE_PICTURE_MAX_BYTES);
    const response = await upload(headers, bomb, 'bomb.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PROFILE_PICTURE_MESSAGES.tooManyPixels });
  });

  it('asks for a file when none is sent, and for multipart when JSON is sent', async () => {
    const { headers } = await seedMember(ctx.db);
    const fieldOnly = await uploadParts(headers, [{ name: 'note', data: 'hello' }]);
    expect(fieldOnly.statusCode).toBe(400);
    expect(fieldOnly.json()).toEqual({ detail: PROFILE_PICTURE_MESSAGES.missing });
    const emptyFile = await upload(headers, Buffer.alloc(0));
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json()).toEqual({ detail: PROFILE_PICTURE_MESSAGES.missing });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/auth/profile/picture/',
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      detail: 'Send the picture as multipart/form-data, in a field named "file".',
    });
  });

  it('needs a sign-in', async () => {
    expect((await upload({}, await phonePhoto(100, 100))).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/user/auth/profile/picture/' })).statusCode,
    ).toBe(401);
  });

  it('DELETE removes the picture and its file; a second DELETE is fine', async () => {
    const { user, headers } = await seedMember(ctx.db);
    const uploaded = (await upload(headers, await phonePhoto(300, 300))).json() as AuthUser;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/auth/profile/picture/',
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: user.id, profile_picture: null });
    expect(existsSync(fileOf(uploaded.profile_picture!))).toBe(false);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/user/auth/profile/picture/', headers });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ profile_picture: null });
  });

  it("two users' uploads never touch each other's files", async () => {
    const a = await seedMember(ctx.db);
    const b = await seedMember(ctx.db);
    const photo = await phonePhoto(300, 300);
    const pa = ((await upload(a.headers, photo)).json() as AuthUser).profile_picture!;
    const pb = ((await upload(b.headers, photo)).json() as AuthUser).profile_picture!;
    expect(pa).not.toBe(pb);
    await ctx.app.inject({ method: 'DELETE', url: '/api/user/auth/profile/picture/', headers: b.headers });
    expect(existsSync(fileOf(pa))).toBe(true);
  });
});

describe('/media/', () => {
  it('answers 404 for missing objects and for keys that try to leave the folder', async () => {
    for (const url of [
      '/media/avatars/0123456789abcdef0123456789abcdef.webp',
      '/media/../auth-secret',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/avatars/x.exe',
      '/media/',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves HEAD with the same headers', async () => {
    const { headers } = await seedMember(ctx.db);
    const url = ((await upload(headers, await phonePhoto(200, 200))).json() as AuthUser).profile_picture!;
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
  });
});

// A staff member's token is still just theirs: uploads always change the caller's own picture.
describe('ownership', () => {
  it('a staff upload changes only the staff member', async () => {
    const staff = await seedStaff(ctx.db);
    const other = await seedMember(ctx.db);
    await upload(staff.headers, await phonePhoto(200, 200));
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, other.user.id));
    expect(row?.profilePicture).toBeNull();
  });
});
