/** The staff area's screens (an internal section, not in SPEC.md §2), kept in one place. */
export const STAFF_PATH = '/staff';
export const STAFF_ORDERS_PATH = '/staff/orders';
export const STAFF_PAYOUTS_PATH = '/staff/payouts';
export const STAFF_JOB_REPORTS_PATH = '/staff/job-reports';
export const STAFF_HIRING_LEADS_PATH = '/staff/hiring-leads';
export const STAFF_SEARCH_VOCABULARY_PATH = '/staff/search-vocabulary';
export const STAFF_COURSE_REVIEWS_PATH = '/staff/course-reviews';
export const staffCourseReviewPath = (id: number) => `${STAFF_COURSE_REVIEWS_PATH}/${id}`;
export const STAFF_ADVISOR_SLOTS_PATH = '/staff/advisor-slots';
export const STAFF_COMMUNITY_GROUPS_PATH = '/staff/community-groups';
/** Issue 18: the events pages (features/event-admin) under the staff frame. */
export const STAFF_EVENTS_PATH = '/staff/events';
export const STAFF_CONSULTATIONS_PATH = '/staff/consultations';
export const STAFF_EVENT_FUNNEL_PATH = '/staff/event-funnel';
