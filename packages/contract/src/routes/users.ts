import type { AuthUser } from '../auth';
import type { IdParam } from '../common';
import type { ProfileUpdateRequest } from '../profile';
import type {
  AdminRoleParams,
  AdminUserListQuery,
  AdminUserListResponse,
  AffiliateApplication,
  AffiliateCreated,
  InstructorApplication,
  InstructorCreated,
  JobSeekerCreated,
  RecruiterApplication,
  RecruiterCreated,
  RoleExistsResponse,
} from '../roles';
import { route } from '../route';

type RoleExists = { params: typeof IdParam; response: typeof RoleExistsResponse };

/**
 * The signed-in user's profile and picture, role profiles and staff's user administration (SPEC.md §6, §7
 * "User and roles", "Affiliate"). The affiliate paths live under `affiliate/` as in the seed.
 */
export const usersRoutes = {
  updateProfile: route<{ body: typeof ProfileUpdateRequest; response: typeof AuthUser }>()(
    'PATCH',
    '/user/auth/profile/',
    'user',
  ),
  uploadPicture: route<{ multipart: true; response: typeof AuthUser }>()(
    'POST',
    '/user/auth/profile/picture/',
    'user',
  ),
  removePicture: route<{ response: typeof AuthUser }>()('DELETE', '/user/auth/profile/picture/', 'user'),
  user: route<{ params: typeof IdParam; response: typeof AuthUser }>()('GET', '/log_reg/users/:id/', 'user'),
  jobSeekerExists: route<RoleExists>()('GET', '/user/jobseeker-exists/:id/', 'user'),
  instructorExists: route<RoleExists>()('GET', '/user/instructor-exists/:id/', 'user'),
  recruiterExists: route<RoleExists>()('GET', '/user/recruiter-exists/:id/', 'user'),
  affiliateExists: route<RoleExists>()('GET', '/affiliate/affiliate-exists/:id/', 'user'),
  becomeInstructor: route<{ body: typeof InstructorApplication; response: typeof InstructorCreated }>()(
    'POST',
    '/user/api/v2/instructor/',
    'user',
  ),
  becomeRecruiter: route<{ body: typeof RecruiterApplication; response: typeof RecruiterCreated }>()(
    'POST',
    '/user/api/v2/recruiter/',
    'user',
  ),
  becomeJobSeeker: route<{ response: typeof JobSeekerCreated }>()('POST', '/user/api/v2/job_seeker/', 'user'),
  becomeAffiliate: route<{ body: typeof AffiliateApplication; response: typeof AffiliateCreated }>()(
    'POST',
    '/affiliate/api/v2/affiliate/',
    'user',
  ),
  adminUsers: route<{ query: typeof AdminUserListQuery; response: typeof AdminUserListResponse }>()(
    'GET',
    '/admin/users/',
    'staff',
  ),
  grantRole: route<{ params: typeof AdminRoleParams; response: typeof AuthUser }>()(
    'PUT',
    '/admin/users/:id/roles/:role/',
    'staff',
  ),
  revokeRole: route<{ params: typeof AdminRoleParams; response: typeof AuthUser }>()(
    'DELETE',
    '/admin/users/:id/roles/:role/',
    'staff',
  ),
};
