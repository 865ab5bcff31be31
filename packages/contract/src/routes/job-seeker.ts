import type { IdParam, NoContent, PdfFile } from '../common';
import type {
  ApplyStatus,
  ContactRequestAnswer,
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  JobIdParam,
  MyApplicationDetail,
  MyApplicationsQuery,
  MyApplicationsResponse,
  SeekerContactRequest,
  SeekerContactRequestList,
  SeekerDashboard,
  SeekerProfile,
  SeekerProfileUpdate,
} from '../hiring';
import { route } from '../route';

/**
 * The job seeker's side of hiring (issue 6, second slice): the profile with its work history and
 * education, applying, my applications and their resumes, the dashboard and recruiters' contact requests.
 */
export const jobSeekerRoutes = {
  profile: route<{ response: typeof SeekerProfile }>()('GET', '/jobs/seeker/profile/', 'job_seeker'),
  updateProfile: route<{ body: typeof SeekerProfileUpdate; response: typeof SeekerProfile }>()(
    'PUT',
    '/jobs/seeker/profile/',
    'job_seeker',
  ),
  addExperience: route<{ body: typeof ExperienceInput; response: typeof Experience }>()(
    'POST',
    '/jobs/seeker/experience/',
    'job_seeker',
  ),
  updateExperience: route<{
    params: typeof IdParam;
    body: typeof ExperienceInput;
    response: typeof Experience;
  }>()('PUT', '/jobs/seeker/experience/:id/', 'job_seeker'),
  deleteExperience: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/jobs/seeker/experience/:id/',
    'job_seeker',
  ),
  addEducation: route<{ body: typeof EducationInput; response: typeof Education }>()(
    'POST',
    '/jobs/seeker/education/',
    'job_seeker',
  ),
  updateEducation: route<{
    params: typeof IdParam;
    body: typeof EducationInput;
    response: typeof Education;
  }>()('PUT', '/jobs/seeker/education/:id/', 'job_seeker'),
  deleteEducation: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/jobs/seeker/education/:id/',
    'job_seeker',
  ),
  /** Any signed-in user: the answer tells whether they are a job seeker at all. */
  applyStatus: route<{ params: typeof JobIdParam; response: typeof ApplyStatus }>()(
    'GET',
    '/jobs/apply/:jobId/',
    'user',
  ),
  apply: route<{ params: typeof JobIdParam; multipart: true; response: typeof MyApplicationDetail }>()(
    'POST',
    '/jobs/apply/:jobId/',
    'job_seeker',
  ),
  applications: route<{ query: typeof MyApplicationsQuery; response: typeof MyApplicationsResponse }>()(
    'GET',
    '/jobs/applications/',
    'job_seeker',
  ),
  application: route<{ params: typeof IdParam; response: typeof MyApplicationDetail }>()(
    'GET',
    '/jobs/applications/:id/',
    'job_seeker',
  ),
  withdraw: route<{ params: typeof IdParam; response: typeof MyApplicationDetail }>()(
    'POST',
    '/jobs/applications/:id/withdraw/',
    'job_seeker',
  ),
  /** The applicant or the job's recruiter: any signed-in user may ask, anyone else gets a 404. */
  applicationResume: route<{ params: typeof IdParam; response: typeof PdfFile }>()(
    'GET',
    '/jobs/applications/:id/resume/',
    'user',
  ),
  dashboard: route<{ response: typeof SeekerDashboard }>()('GET', '/jobs/seeker/dashboard/', 'job_seeker'),
  contactRequests: route<{ response: typeof SeekerContactRequestList }>()(
    'GET',
    '/jobs/seeker/contact-requests/',
    'job_seeker',
  ),
  answerContactRequest: route<{
    params: typeof IdParam;
    body: typeof ContactRequestAnswer;
    response: typeof SeekerContactRequest;
  }>()('POST', '/jobs/seeker/contact-requests/:id/', 'job_seeker'),
};
