import type {
  AnnouncementCourseParam,
  AnnouncementIdParam,
  AnnouncementInput,
  AnnouncementItem,
  AnnouncementPage,
  AnnouncementPageQuery,
  TeachingAnnouncement,
  TeachingAnnouncementPage,
  TeachingAnnouncementsQuery,
  UnsubscribeAction,
  UnsubscribeQuery,
  UnsubscribeStatus,
} from '../announcements';
import type { NoContent } from '../common';
import { route } from '../route';

/**
 * Course announcements (issue 17 item 7). Learners read those of the courses they are enrolled in; the
 * instructor writes on the courses they teach (ownership in the lookup: another's course is a 404); the
 * unsubscribe link is public and carries its own signed token.
 */
export const announcementRoutes = {
  mine: route<{ query: typeof AnnouncementPageQuery; response: typeof AnnouncementPage }>()(
    'GET',
    '/course/announcements/',
    'user',
  ),
  one: route<{ params: typeof AnnouncementIdParam; response: typeof AnnouncementItem }>()(
    'GET',
    '/course/announcements/:id/',
    'user',
  ),
  teachingList: route<{
    params: typeof AnnouncementCourseParam;
    query: typeof TeachingAnnouncementsQuery;
    response: typeof TeachingAnnouncementPage;
  }>()('GET', '/teaching/courses/:id/announcements/', 'instructor'),
  create: route<{
    params: typeof AnnouncementCourseParam;
    body: typeof AnnouncementInput;
    response: typeof TeachingAnnouncement;
  }>()('POST', '/teaching/courses/:id/announcements/', 'instructor'),
  edit: route<{
    params: typeof AnnouncementIdParam;
    body: typeof AnnouncementInput;
    response: typeof TeachingAnnouncement;
  }>()('PATCH', '/teaching/announcements/:id/', 'instructor'),
  remove: route<{ params: typeof AnnouncementIdParam; response: typeof NoContent }>()(
    'DELETE',
    '/teaching/announcements/:id/',
    'instructor',
  ),
  unsubscribeStatus: route<{ query: typeof UnsubscribeQuery; response: typeof UnsubscribeStatus }>()(
    'GET',
    '/announcements/unsubscribe/',
    'public',
  ),
  unsubscribe: route<{ query: typeof UnsubscribeAction; response: typeof UnsubscribeStatus }>()(
    'POST',
    '/announcements/unsubscribe/',
    'public',
  ),
} as const;
