import type { IdParam, NoContent } from '../common';
import type {
  Achievement,
  AchievementInput,
  AchievementList,
  Education,
  EducationInput,
  EducationList,
  InstructorAccount,
  InstructorOwnProfile,
  InstructorPayoutDetails,
  InstructorProfileUpdate,
  ListOrder,
  PublicInstructorProfile,
} from '../instructors';
import { route } from '../route';

/**
 * The instructor's profile (issue 17 item 1): their own profile, account (payout details), achievements
 * and education, and the public profile every course page links to.
 */
export const instructorsRoutes = {
  profile: route<{ response: typeof InstructorOwnProfile }>()('GET', '/instructors/profile/', 'instructor'),
  updateProfile: route<{ body: typeof InstructorProfileUpdate; response: typeof InstructorOwnProfile }>()(
    'PATCH',
    '/instructors/profile/',
    'instructor',
  ),
  account: route<{ response: typeof InstructorAccount }>()('GET', '/instructors/account/', 'instructor'),
  updateAccount: route<{ body: typeof InstructorPayoutDetails; response: typeof InstructorAccount }>()(
    'PATCH',
    '/instructors/account/',
    'instructor',
  ),
  achievements: route<{ response: typeof AchievementList }>()(
    'GET',
    '/instructors/achievements/',
    'instructor',
  ),
  addAchievement: route<{ body: typeof AchievementInput; response: typeof Achievement }>()(
    'POST',
    '/instructors/achievements/',
    'instructor',
  ),
  orderAchievements: route<{ body: typeof ListOrder; response: typeof AchievementList }>()(
    'PUT',
    '/instructors/achievements/order/',
    'instructor',
  ),
  updateAchievement: route<{
    params: typeof IdParam;
    body: typeof AchievementInput;
    response: typeof Achievement;
  }>()('PATCH', '/instructors/achievements/:id/', 'instructor'),
  removeAchievement: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/instructors/achievements/:id/',
    'instructor',
  ),
  education: route<{ response: typeof EducationList }>()('GET', '/instructors/education/', 'instructor'),
  addEducation: route<{ body: typeof EducationInput; response: typeof Education }>()(
    'POST',
    '/instructors/education/',
    'instructor',
  ),
  orderEducation: route<{ body: typeof ListOrder; response: typeof EducationList }>()(
    'PUT',
    '/instructors/education/order/',
    'instructor',
  ),
  updateEducation: route<{
    params: typeof IdParam;
    body: typeof EducationInput;
    response: typeof Education;
  }>()('PATCH', '/instructors/education/:id/', 'instructor'),
  removeEducation: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/instructors/education/:id/',
    'instructor',
  ),
  publicProfile: route<{ params: typeof IdParam; response: typeof PublicInstructorProfile }>()(
    'GET',
    '/instructors/:id/',
    'public',
  ),
};
