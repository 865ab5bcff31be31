import type { IdParam, NoContent } from '../common';
import type {
  ApplicantDetail,
  ApplicantNote,
  ApplicantsQuery,
  ApplicantsResponse,
  ApplicantUpdate,
  ApplicationIdParam,
  BulkStageRequest,
  BulkStageResponse,
  ContactRequestInput,
  JobIdParam,
  MarkNotificationsReadBody,
  NoteInput,
  NoteParams,
  RankingQuery,
  RankingResponse,
  RecruiterDashboard,
  RecruiterNotificationList,
  SeekerIdParam,
  ShortlistQuery,
  ShortlistResponse,
  TalentDetail,
  TalentListResponse,
  TalentQuery,
} from '../hiring';
import type {
  DismissReportResponse,
  HiringLeadListResponse,
  HiringLeadQuery,
  HiringLeadRow,
} from '../moderation';
import { route } from '../route';

/**
 * The recruiter's side of hiring (SPEC.md §7 "Jobs"): applicants, stages, notes, ranking, shortlist,
 * talents, notifications and the dashboard. Every object is reached through the caller's own posts.
 */
export const hiringRoutes = {
  applicants: route<{
    params: typeof JobIdParam;
    query: typeof ApplicantsQuery;
    response: typeof ApplicantsResponse;
  }>()('GET', '/jobs/allapplicants/:jobId/', 'recruiter'),
  bulkStage: route<{ body: typeof BulkStageRequest; response: typeof BulkStageResponse }>()(
    'POST',
    '/jobs/applicants/bulk-stage/',
    'recruiter',
  ),
  applicant: route<{ params: typeof ApplicationIdParam; response: typeof ApplicantDetail }>()(
    'GET',
    '/jobs/applicants/:applicationId/',
    'recruiter',
  ),
  updateApplicant: route<{
    params: typeof ApplicationIdParam;
    body: typeof ApplicantUpdate;
    response: typeof ApplicantDetail;
  }>()('PATCH', '/jobs/applicants/:applicationId/', 'recruiter'),
  addNote: route<{
    params: typeof ApplicationIdParam;
    body: typeof NoteInput;
    response: typeof ApplicantNote;
  }>()('POST', '/jobs/applicants/:applicationId/notes/', 'recruiter'),
  deleteNote: route<{ params: typeof NoteParams; response: typeof NoContent }>()(
    'DELETE',
    '/jobs/applicants/:applicationId/notes/:noteId/',
    'recruiter',
  ),
  ranking: route<{
    params: typeof JobIdParam;
    query: typeof RankingQuery;
    response: typeof RankingResponse;
  }>()('GET', '/jobs/ranking/:jobId/', 'recruiter'),
  shortlisted: route<{ query: typeof ShortlistQuery; response: typeof ShortlistResponse }>()(
    'GET',
    '/jobs/shortlisted/',
    'recruiter',
  ),
  talents: route<{ query: typeof TalentQuery; response: typeof TalentListResponse }>()(
    'GET',
    '/jobs/talents/',
    'recruiter',
  ),
  talent: route<{ params: typeof SeekerIdParam; response: typeof TalentDetail }>()(
    'GET',
    '/jobs/talents/:seekerId/',
    'recruiter',
  ),
  contactTalent: route<{
    params: typeof SeekerIdParam;
    body: typeof ContactRequestInput;
    response: typeof TalentDetail;
  }>()('POST', '/jobs/talents/:seekerId/contact/', 'recruiter'),
  notifications: route<{ response: typeof RecruiterNotificationList }>()(
    'GET',
    '/jobs/notifications/',
    'recruiter',
  ),
  markNotificationsRead: route<{
    body: typeof MarkNotificationsReadBody;
    response: typeof RecruiterNotificationList;
  }>()('POST', '/jobs/notifications/read/', 'recruiter'),
  dashboard: route<{ response: typeof RecruiterDashboard }>()(
    'GET',
    '/jobs/recruiter/dashboard/',
    'recruiter',
  ),
};

/** Staff follow-up of the job board: report dismissals and the /hiringpage leads. */
export const jobModerationRoutes = {
  dismissReport: route<{ params: typeof IdParam; response: typeof DismissReportResponse }>()(
    'POST',
    '/admin/job-reports/:id/dismiss/',
    'staff',
  ),
  hiringLeads: route<{ query: typeof HiringLeadQuery; response: typeof HiringLeadListResponse }>()(
    'GET',
    '/admin/hiring-leads/',
    'staff',
  ),
  leadContacted: route<{ params: typeof IdParam; response: typeof HiringLeadRow }>()(
    'POST',
    '/admin/hiring-leads/:id/contacted/',
    'staff',
  ),
};
