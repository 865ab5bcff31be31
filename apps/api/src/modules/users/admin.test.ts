import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUser } from '@dokkho/contract/auth';
import { AdminUserListResponse } from '@dokkho/contract/roles';
import { schema } from '@dokkho/db';
import { createUploadsTestApp } from '../../test/test-app';
import { seedCourse, seedGenre, seedMember, seedStaff, uniqueTag } from '../../test/factories';
import type { TestContext } from '../../test/test-app';
import { INSTRUCTOR_HAS_COURSES_MESSAGE, OWN_STAFF_ROLE_MESSAGE } from './admin';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createUploadsTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const list = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ url: `/api/admin/users/${query}`, headers });
const grant = (headers: Record<string, string>, id: number | string, role: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/roles/${role}/`, headers });
const revoke = (headers: Record<string, string>, id: number | string, role: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/roles/${role}/`, headers });

describe('staff only', () => {
  it('refuses visitors (401) and members without the staff flag, whatever roles they hold (403)', async () => {
    const member = await seedMember(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/user/api/v2/job_seeker/', headers: member.headers });
    const target = await seedMember(ctx.db);
    expect((await list({})).statusCode).toBe(401);
    for (const response of [
      await list(member.headers),
      await grant(member.headers, target.user.id, 'recruiter'),
      await grant(member.headers, member.user.id, 'staff'),
      await revoke(member.headers, target.user.id, 'job_seeker'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to do this.' });
    }
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, member.user.id));
    expect(row?.isStaff).toBe(false);
  });
});

describe('GET /api/admin/users/', () => {
  it('searches names, e-mails and usernames (wildcards are letters), paginated like the catalog', async () => {
    const staff = await seedStaff(ctx.db);
    const tag = uniqueTag('find');
    for (let i = 0; i < 3; i += 1) {
      await seedMember(ctx.db, { firstName: `Karim${i}`, lastName: tag, email: `${tag}${i}@example.com` });
    }
    await seedMember(ctx.db, { firstName: 'Percent', lastName: `${tag}%x` });

    const first = await list(staff.headers, `?search=${tag}&page_size=2`);
    expect(first.statusCode).toBe(200);
    const page1 = AdminUserListResponse.parse(first.json());
    expect(page1.count).toBe(4);
    expect(page1.results).toHaveLength(2);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe(`http://dokkho.test/api/admin/users/?search=${tag}&page_size=2&page=2`);
    expect(page1.results[0]).toMatchObject({ roles: ['learner'] });
    expect(page1.results[0]!.date_joined).toMatch(/^\d{4}-\d\d-\d\dT/);

    const page2 = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${tag}&page_size=2&page=2`)).json(),
    );
    expect(page2.next).toBeNull();
    expect(page2.previous).toContain('page=1');
    const ids = [...page1.results, ...page2.results].map((u) => u.id);
    expect(new Set(ids).size).toBe(4);

    const byFullName = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=karim1 ${tag}`)).json(),
    );
    expect(byFullName.results.map((u) => u.first_name)).toEqual(['Karim1']);
    const byEmail = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${tag}2@EXAMPLE`)).json(),
    );
    expect(byEmail.count).toBe(1);
    const literal = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${encodeURIComponent(`${tag}%x`)}`)).json(),
    );
    expect(literal.results.map((u) => u.first_name)).toEqual(['Percent']);
    const wildcard = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${tag.slice(0, 4)}_`)).json(),
    );
    expect(wildcard.count).toBe(0);

    expect((await list(staff.headers, `?search=${tag}&page=9`)).statusCode).toBe(404);
  });

  it('filters by role', async () => {
    const staff = await seedStaff(ctx.db);
    const tag = uniqueTag('role');
    const seeker = await seedMember(ctx.db, { lastName: tag });
    await seedMember(ctx.db, { lastName: tag });
    await ctx.app.inject({ method: 'POST', url: '/api/user/api/v2/job_seeker/', headers: seeker.headers });
    const seekers = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${tag}&role=job_seeker`)).json(),
    );
    expect(seekers.results.map((u) => u.id)).toEqual([seeker.user.id]);
    const everyone = AdminUserListResponse.parse(
      (await list(staff.headers, `?search=${tag}&role=learner`)).json(),
    );
    expect(everyone.count).toBe(2);
    const staffOnly = AdminUserListResponse.parse(
      (await list(staff.headers, '?role=staff&page_size=48')).json(),
    );
    expect(staffOnly.results.every((u) => u.roles.includes('staff'))).toBe(true);
    expect(staffOnly.results.some((u) => u.id === staff.user.id)).toBe(true);
  });

  it('refuses bad query values with field messages', async () => {
    const staff = await seedStaff(ctx.db);
    const response = await list(staff.headers, '?page=0&page_size=500&role=king');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object).sort()).toEqual(['page', 'page_size', 'role']);
  });
});

describe('PUT/DELETE /api/admin/users/{id}/roles/{role}/', () => {
  it('grants each profile role with a minimal profile, idempotently, and revokes it by deleting the profile', async () => {
    const staff = await seedStaff(ctx.db);
    const target = await seedMember(ctx.db);
    for (const role of ['job_seeker', 'recruiter', 'instructor', 'affiliate'] as const) {
      const granted = await grant(staff.headers, target.user.id, role);
      expect(granted.statusCode, role).toBe(200);
      expect(AuthUser.parse(granted.json()).roles).toContain(role);
      expect((await grant(staff.headers, target.user.id, role)).statusCode).toBe(200);
    }
    const [affiliate] = await ctx.db
      .select()
      .from(schema.affiliateProfiles)
      .where(eq(schema.affiliateProfiles.userId, target.user.id));
    expect(affiliate?.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    // The user sees the roles too.
    const exists = await ctx.app.inject({
      url: `/api/user/recruiter-exists/${target.user.id}/`,
      headers: target.headers,
    });
    expect(exists.json()).toEqual({ exists: true });

    for (const role of ['job_seeker', 'recruiter', 'instructor', 'affiliate'] as const) {
      const revoked = await revoke(staff.headers, target.user.id, role);
      expect(revoked.statusCode, role).toBe(200);
      expect(AuthUser.parse(revoked.json()).roles).not.toContain(role);
      expect((await revoke(staff.headers, target.user.id, role)).statusCode).toBe(200);
    }
    expect((await grant(staff.headers, target.user.id, 'job_seeker')).json()).toMatchObject({
      roles: ['learner', 'job_seeker'],
    });
    const profiles = await ctx.db
      .select()
      .from(schema.recruiterProfiles)
      .where(eq(schema.recruiterProfiles.userId, target.user.id));
    expect(profiles).toHaveLength(0);
  });

  it('grants and revokes staff; the new staff member can then use the admin API', async () => {
    const staff = await seedStaff(ctx.db);
    const target = await seedMember(ctx.db);
    expect((await list(target.headers)).statusCode).toBe(403);
    const granted = await grant(staff.headers, target.user.id, 'staff');
    expect(granted.json()).toMatchObject({ roles: ['learner', 'staff'] });
    expect((await list(target.headers)).statusCode).toBe(200);
    const revoked = await revoke(target.headers, staff.user.id, 'staff');
    expect(revoked.statusCode).toBe(200);
    expect((await list(staff.headers)).statusCode).toBe(403);
  });

  it('does not let staff remove their own staff role', async () => {
    const staff = await seedStaff(ctx.db);
    const response = await revoke(staff.headers, staff.user.id, 'staff');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: OWN_STAFF_ROLE_MESSAGE });
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, staff.user.id));
    expect(row?.isStaff).toBe(true);
  });

  it('keeps the instructor role while the instructor still has courses (409)', async () => {
    const staff = await seedStaff(ctx.db);
    const target = await seedMember(ctx.db);
    await grant(staff.headers, target.user.id, 'instructor');
    const [profile] = await ctx.db
      .select()
      .from(schema.instructorProfiles)
      .where(eq(schema.instructorProfiles.userId, target.user.id));
    const genre = await seedGenre(ctx.db);
    await seedCourse(ctx.db, { genreId: genre.id, instructorId: profile!.id });
    const response = await revoke(staff.headers, target.user.id, 'instructor');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: INSTRUCTOR_HAS_COURSES_MESSAGE });
  });

  it('answers 404 for an unknown user, 400 for a bad id or role (learner cannot be granted)', async () => {
    const staff = await seedStaff(ctx.db);
    const unknown = await grant(staff.headers, 2_000_000_000, 'recruiter');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'User not found.' });
    expect((await revoke(staff.headers, 2_000_000_000, 'recruiter')).statusCode).toBe(404);
    const badId = await grant(staff.headers, 'abc', 'recruiter');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json() as object)).toEqual(['id']);
    for (const role of ['learner', 'admin', 'RECRUITER']) {
      const bad = await grant(staff.headers, staff.user.id, role);
      expect(bad.statusCode, role).toBe(400);
      expect(Object.keys(bad.json() as object)).toEqual(['role']);
    }
  });
});
