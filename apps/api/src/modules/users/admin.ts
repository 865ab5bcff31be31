import type { AuthUser } from '@dokkho/contract/auth';
import type { AdminUserListQuery, AdminUserListResponse, GrantableRole } from '@dokkho/contract/roles';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { foreignKeyViolation } from '../../lib/pg-errors';
import { getProfile, toAuthUser } from '../auth/service';
import * as repo from './repo';
import { insertAffiliateWithCode } from './roles';

export const OWN_STAFF_ROLE_MESSAGE =
  'You cannot remove your own staff role. Ask another staff member to do it.';
export const INSTRUCTOR_HAS_COURSES_MESSAGE =
  'This instructor still has courses. Move their courses to another instructor before removing the role.';

/** A page's absolute URL: the same query with another page number (DRF's next/previous, as the catalog). */
/** GET admin/users/: every account, newest first; a page past the end is a 404, as in DRF. */
export async function listUsers(options: {
  db: Database;
  query: AdminUserListQuery;
  requestUrl: URL;
}): Promise<AdminUserListResponse> {
  const { query, requestUrl } = options;
  const { limit, offset } = pageWindow(query);
  const page = await repo.findUserPage(options.db, {
    search: query.search || undefined,
    role: query.role,
    limit,
    offset,
  });
  return toPage({
    query,
    requestUrl,
    total: page.total,
    results: page.rows.map((row) => ({ ...toAuthUser(row), date_joined: row.createdAt.toISOString() })),
  });
}

async function requireUserExists(db: Database, userId: number) {
  if (!(await repo.userExists(db, userId))) throw AppError.notFound('User not found.');
}

/**
 * PUT admin/users/{id}/roles/{role}/: idempotent. A profile role gets a minimal profile the person fills
 * in later from their dashboard (an affiliate gets a referral code at once); staff is the flag.
 */
export async function grantRole(options: {
  db: Database;
  userId: number;
  role: GrantableRole;
}): Promise<AuthUser> {
  const { db, userId, role } = options;
  await requireUserExists(db, userId);
  switch (role) {
    case 'staff':
      await repo.setStaff(db, { userId, isStaff: true, at: new Date() });
      break;
    case 'job_seeker':
      await repo.insertJobSeekerProfile(db, userId);
      break;
    case 'instructor':
      await repo.insertInstructorProfile(db, { userId });
      break;
    case 'recruiter':
      await repo.insertRecruiterProfile(db, { userId, companyName: '' });
      break;
    case 'affiliate':
      await insertAffiliateWithCode(db, { userId, payoutMethod: null, payoutAccount: null });
      break;
    default: {
      const unknown: never = role;
      throw new Error(`unhandled role ${String(unknown)}`);
    }
  }
  return getProfile({ db, userId });
}

/**
 * DELETE admin/users/{id}/roles/{role}/: idempotent; the role's profile is deleted. Staff cannot drop
 * their own staff flag (the last admin could lock everyone out), and an instructor who still owns courses
 * keeps the role until the courses move (they point at the profile).
 */
export async function revokeRole(options: {
  db: Database;
  actorId: number;
  userId: number;
  role: GrantableRole;
}): Promise<AuthUser> {
  const { db, actorId, userId, role } = options;
  if (role === 'staff' && actorId === userId) throw AppError.forbidden(OWN_STAFF_ROLE_MESSAGE);
  await requireUserExists(db, userId);
  if (role === 'staff') {
    await repo.setStaff(db, { userId, isStaff: false, at: new Date() });
  } else {
    try {
      await repo.deleteRoleProfile(db, { userId, role });
    } catch (error) {
      if (role === 'instructor' && foreignKeyViolation(error)) {
        throw AppError.conflict(INSTRUCTOR_HAS_COURSES_MESSAGE);
      }
      throw error;
    }
  }
  return getProfile({ db, userId });
}
