import type { IdParam, NoContent } from '../common';
import type {
  CompanyProfile,
  CompanyProfileUpdate,
  DetailResponse,
  HiringLeadRequest,
  HiringLeadResponse,
  JobBoardQuery,
  JobBoardResponse,
  JobDetail,
  JobPostInput,
  JobPostUpdate,
  JobReportListResponse,
  JobReportRequest,
  RecruiterJobDetail,
  RecruiterJobListResponse,
  RecruiterJobQuery,
  StaffCloseJobResponse,
} from '../jobs';
import { route } from '../route';

/** The job board, recruiters' posts and company profile, reports and hiring leads (SPEC.md §7 "Jobs"). */
export const jobsRoutes = {
  board: route<{ query: typeof JobBoardQuery; response: typeof JobBoardResponse }>()(
    'GET',
    '/jobs/board/',
    'public',
  ),
  boardJob: route<{ params: typeof IdParam; response: typeof JobDetail }>()(
    'GET',
    '/jobs/board/:id/',
    'public',
  ),
  ownPosts: route<{ query: typeof RecruiterJobQuery; response: typeof RecruiterJobListResponse }>()(
    'GET',
    '/jobs/jobpost/',
    'recruiter',
  ),
  createPost: route<{ body: typeof JobPostInput; response: typeof RecruiterJobDetail }>()(
    'POST',
    '/jobs/jobpost/',
    'recruiter',
  ),
  ownPost: route<{ params: typeof IdParam; response: typeof RecruiterJobDetail }>()(
    'GET',
    '/jobs/jobpost/:id/',
    'recruiter',
  ),
  updatePost: route<{
    params: typeof IdParam;
    body: typeof JobPostUpdate;
    response: typeof RecruiterJobDetail;
  }>()('PATCH', '/jobs/jobpost/:id/', 'recruiter'),
  deletePost: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/jobs/jobpost/:id/',
    'recruiter',
  ),
  companyProfile: route<{ response: typeof CompanyProfile }>()('GET', '/jobs/company-profile/', 'recruiter'),
  updateCompanyProfile: route<{ body: typeof CompanyProfileUpdate; response: typeof CompanyProfile }>()(
    'PATCH',
    '/jobs/company-profile/',
    'recruiter',
  ),
  uploadCompanyLogo: route<{ multipart: true; response: typeof CompanyProfile }>()(
    'POST',
    '/jobs/company-profile/logo/',
    'recruiter',
  ),
  removeCompanyLogo: route<{ response: typeof CompanyProfile }>()(
    'DELETE',
    '/jobs/company-profile/logo/',
    'recruiter',
  ),
  report: route<{ params: typeof IdParam; body: typeof JobReportRequest; response: typeof DetailResponse }>()(
    'POST',
    '/jobs/report/:id/',
    'user',
  ),
  staffClose: route<{ params: typeof IdParam; response: typeof StaffCloseJobResponse }>()(
    'POST',
    '/admin/jobs/:id/close/',
    'staff',
  ),
  openReports: route<{ response: typeof JobReportListResponse }>()('GET', '/admin/job-reports/', 'staff'),
  hiringLead: route<{ body: typeof HiringLeadRequest; response: typeof HiringLeadResponse }>()(
    'POST',
    '/jobs/hiring-lead/',
    'public',
  ),
};
