import type { IdParam, NoContent, PdfFile } from '../common';
import type {
  CoverLetter,
  CoverLetterUpdate,
  JsonResumeExport,
  PublicResume,
  Resume,
  ResumeCreate,
  ResumeDuplicateRequest,
  ResumeImportRequest,
  ResumeShare,
  ResumeSummaryList,
  ResumeUpdate,
  ShareTokenParam,
} from '../resume';
import { route } from '../route';

/**
 * The resume builder (issue 7): any signed-in user's own resumes, their photo, PDFs, JSON Resume import
 * and export, the unlisted public link and one cover letter per resume.
 */
export const resumesRoutes = {
  list: route<{ response: typeof ResumeSummaryList }>()('GET', '/resume/', 'user'),
  create: route<{ body: typeof ResumeCreate; response: typeof Resume }>()('POST', '/resume/', 'user'),
  importJson: route<{ body: typeof ResumeImportRequest; response: typeof Resume }>()(
    'POST',
    '/resume/import/',
    'user',
  ),
  get: route<{ params: typeof IdParam; response: typeof Resume }>()('GET', '/resume/:id/', 'user'),
  update: route<{ params: typeof IdParam; body: typeof ResumeUpdate; response: typeof Resume }>()(
    'PATCH',
    '/resume/:id/',
    'user',
  ),
  delete: route<{ params: typeof IdParam; response: typeof NoContent }>()('DELETE', '/resume/:id/', 'user'),
  duplicate: route<{
    params: typeof IdParam;
    body: typeof ResumeDuplicateRequest;
    response: typeof Resume;
  }>()('POST', '/resume/:id/duplicate/', 'user'),
  exportJson: route<{ params: typeof IdParam; response: typeof JsonResumeExport }>()(
    'GET',
    '/resume/:id/json-resume/',
    'user',
  ),
  pdf: route<{ params: typeof IdParam; response: typeof PdfFile }>()('GET', '/resume/:id/pdf/', 'user'),
  uploadPhoto: route<{ params: typeof IdParam; multipart: true; response: typeof Resume }>()(
    'POST',
    '/resume/:id/photo/',
    'user',
  ),
  removePhoto: route<{ params: typeof IdParam; response: typeof Resume }>()(
    'DELETE',
    '/resume/:id/photo/',
    'user',
  ),
  share: route<{ params: typeof IdParam; response: typeof ResumeShare }>()(
    'POST',
    '/resume/:id/share/',
    'user',
  ),
  unshare: route<{ params: typeof IdParam; response: typeof ResumeShare }>()(
    'DELETE',
    '/resume/:id/share/',
    'user',
  ),
  publicResume: route<{ params: typeof ShareTokenParam; response: typeof PublicResume }>()(
    'GET',
    '/resume/public/:token/',
    'public',
  ),
  publicPdf: route<{ params: typeof ShareTokenParam; response: typeof PdfFile }>()(
    'GET',
    '/resume/public/:token/pdf/',
    'public',
  ),
  coverLetter: route<{ params: typeof IdParam; response: typeof CoverLetter }>()(
    'GET',
    '/resume/:id/cover-letter/',
    'user',
  ),
  saveCoverLetter: route<{
    params: typeof IdParam;
    body: typeof CoverLetterUpdate;
    response: typeof CoverLetter;
  }>()('PUT', '/resume/:id/cover-letter/', 'user'),
  deleteCoverLetter: route<{ params: typeof IdParam; response: typeof NoContent }>()(
    'DELETE',
    '/resume/:id/cover-letter/',
    'user',
  ),
  coverLetterPdf: route<{ params: typeof IdParam; response: typeof PdfFile }>()(
    'GET',
    '/resume/:id/cover-letter/pdf/',
    'user',
  ),
};
