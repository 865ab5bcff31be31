// The signed-in user's shape, apart from service.ts so that e-mail verification can answer with it without
// importing the service that imports it (no import cycles: docs/decisions/022).
import type { AuthUser, Role } from '@dokkho/contract/auth';
import type { AuthUserRow } from './repo';

export function rolesOf(
  row: Pick<AuthUserRow, 'isInstructor' | 'isRecruiter' | 'isJobSeeker' | 'isAffiliate' | 'isStaff'>,
): Role[] {
  // Every user is a learner (SPEC.md §6); each other role is a role profile row (staff: a flag).
  const roles: Role[] = ['learner'];
  if (row.isJobSeeker) roles.push('job_seeker');
  if (row.isRecruiter) roles.push('recruiter');
  if (row.isInstructor) roles.push('instructor');
  if (row.isAffiliate) roles.push('affiliate');
  if (row.isStaff) roles.push('staff');
  return roles;
}

export function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    profile_picture: row.profilePicture,
    email_confirmed: row.emailConfirmed,
    emailVerified: row.emailConfirmed,
    phone_number: row.phoneNumber,
    roles: rolesOf(row),
    language: row.language ?? null,
  };
}
