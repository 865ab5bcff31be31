import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  ApplyFields,
  ApplyStatus,
  ContactRequestAnswer,
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  HIRING_LIMITS,
  HIRING_MESSAGES,
  MyApplicationDetail,
  MyApplicationsQuery,
  MyApplicationsResponse,
  SeekerContactRequest,
  SeekerContactRequestList,
  SeekerDashboard,
  SeekerProfile,
  SeekerProfileUpdate,
} from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import type { PdfRenderer } from '../../integrations/pdf/chromium';
import { AppError } from '../../lib/app-error';
import { NON_FIELD_ERRORS } from '../../plugins/errors';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import { resumePdf, sendPdfUnavailable } from '../resumes/print';
import * as applications from './applications';
import * as dashboard from './dashboard';
import * as profile from './profile';

const TAGS = ['job seeker'];
/** Every 400 of the upload may be field messages or one message (jobs/routes.ts does the same). */
const BadRequest = FieldErrors.or(ErrorDetail);
const JobIdParam = z.object({ jobId: IdParam.shape.id });
const NoContent = z.null().describe('Deleted');

const MULTIPART_ERRORS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Zod issues of the multipart text fields, in the error format of the JSON routes. */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || NON_FIELD_ERRORS;
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Reads the application form: the text fields and at most one file, named `file`, held in memory (at most
 * 5 MB). Limits are said in our words; the PDF itself is checked by the service.
 */
async function readApplyForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the application as multipart/form-data.');
  }
  const raw: Record<string, string> = {};
  let file: applications.ResumeUpload | null = null;
  try {
    for await (const part of request.parts({
      // A cover letter of 4000 characters is at most 16 000 bytes of UTF-8.
      limits: { fileSize: HIRING_LIMITS.resumeMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 16_384 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'file') throw AppError.badRequest('Send the resume in a field named "file".');
        file = { buffer, fileName: part.filename };
      } else {
        if (part.valueTruncated) {
          throw AppError.badRequest(
            `Use at most ${HIRING_LIMITS.coverLetterMax} characters for the cover letter`,
            {
              [part.fieldname]: [
                `Use at most ${HIRING_LIMITS.coverLetterMax} characters for the cover letter`,
              ],
            },
          );
        }
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, HIRING_MESSAGES.resumeTooLarge);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest(
        'Send resume_kind, resume_id for a built resume, an optional cover_letter and at most one PDF named "file".',
      );
    }
    throw error;
  }
  const parsed = ApplyFields.safeParse({
    resume_kind: raw.resume_kind,
    ...(raw.resume_id !== undefined ? { resume_id: raw.resume_id } : {}),
    ...(raw.cover_letter !== undefined ? { cover_letter: raw.cover_letter } : {}),
  });
  if (!parsed.success) throw AppError.badRequest('Invalid application', fieldErrors(parsed.error));
  return { fields: parsed.data, file };
}

/** The name a browser shows or saves: ASCII in `filename`, the real name in `filename*` (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Issue 6, second slice: the job seeker's profile, applications, dashboard and contact requests. */
export async function jobSeekerRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    publicUrl: string;
    /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
    rateLimits: boolean;
    /** Where uploaded resumes go (under the private prefix, never served by /media/). */
    store: ObjectStore;
    /** Prints applications' built resumes; null: that route answers 503 for them. */
    pdf: PdfRenderer | null;
  },
) {
  const { db, guards, store, pdf } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const seekerOnly = guards.requireRole('job_seeker');
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);
  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  // Personal data: never kept by a shared cache (this plugin is encapsulated, so only these routes).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  // Encapsulated: only these routes accept multipart bodies (the application form).
  await app.register(multipart);

  const guarded = { 401: ErrorDetail, 403: ErrorDetail };

  routes.get(
    '/jobs/seeker/profile/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: "The job seeker's own profile, with experience, education, certificates and completeness",
        security: BEARER_SECURITY,
        response: { 200: SeekerProfile, ...guarded },
      },
    },
    async (request) => profile.getProfile({ db, userId: userId(request) }),
  );

  routes.put(
    '/jobs/seeker/profile/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: "Replace the profile's own fields (headline, about, location, skills, salary, discoverable)",
        security: BEARER_SECURITY,
        body: SeekerProfileUpdate,
        response: { 200: SeekerProfile, 400: FieldErrors, ...guarded },
      },
    },
    async (request) => profile.updateProfile({ db, userId: userId(request), input: request.body }),
  );

  routes.post(
    '/jobs/seeker/experience/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: `Add a job to the work history (at most ${HIRING_LIMITS.experiences})`,
        security: BEARER_SECURITY,
        body: ExperienceInput,
        response: { 201: Experience, 400: BadRequest, ...guarded },
      },
    },
    async (request, reply) => {
      const row = await profile.addExperience({ db, userId: userId(request), input: request.body });
      return reply.status(201).send(row);
    },
  );

  routes.put(
    '/jobs/seeker/experience/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: "Change one of your jobs (another seeker's: 404)",
        security: BEARER_SECURITY,
        params: IdParam,
        body: ExperienceInput,
        response: { 200: Experience, 400: FieldErrors, 404: ErrorDetail, ...guarded },
      },
    },
    async (request) =>
      profile.updateExperience({ db, userId: userId(request), id: request.params.id, input: request.body }),
  );

  routes.delete(
    '/jobs/seeker/experience/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove one of your jobs',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 204: NoContent, 400: FieldErrors, 404: ErrorDetail, ...guarded },
      },
    },
    async (request, reply) => {
      await profile.deleteExperience({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/jobs/seeker/education/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: `Add a qualification (at most ${HIRING_LIMITS.educations})`,
        security: BEARER_SECURITY,
        body: EducationInput,
        response: { 201: Education, 400: BadRequest, ...guarded },
      },
    },
    async (request, reply) => {
      const row = await profile.addEducation({ db, userId: userId(request), input: request.body });
      return reply.status(201).send(row);
    },
  );

  routes.put(
    '/jobs/seeker/education/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: "Change one of your qualifications (another seeker's: 404)",
        security: BEARER_SECURITY,
        params: IdParam,
        body: EducationInput,
        response: { 200: Education, 400: FieldErrors, 404: ErrorDetail, ...guarded },
      },
    },
    async (request) =>
      profile.updateEducation({ db, userId: userId(request), id: request.params.id, input: request.body }),
  );

  routes.delete(
    '/jobs/seeker/education/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove one of your qualifications',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 204: NoContent, 400: FieldErrors, 404: ErrorDetail, ...guarded },
      },
    },
    async (request, reply) => {
      await profile.deleteEducation({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/jobs/apply/:jobId/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: TAGS,
        summary: 'May I apply to this job? Any signed-in user (tells whether they are a job seeker)',
        security: BEARER_SECURITY,
        params: JobIdParam,
        response: { 200: ApplyStatus, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
      },
    },
    async (request) =>
      applications.getApplyStatus({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        now: new Date(),
      }),
  );

  routes.post(
    '/jobs/apply/:jobId/',
    {
      onRequest: seekerOnly,
      config: rateLimit(10),
      schema: {
        tags: TAGS,
        summary: 'Apply to an open job (multipart/form-data: resume_kind, resume_id, cover_letter, file)',
        description: `resume_kind \`upload\` needs a PDF in \`file\` (checked by its bytes, at most ${HIRING_LIMITS.resumeMaxMb} MB); \`built\` needs \`resume_id\`, one of your resumes (GET resume/), copied as it is now; \`profile\` sends the Dokkho profile (a headline and one job or qualification needed). One application per person per job (409); a withdrawn one is revived. At most ${HIRING_LIMITS.applicationsPerDay} applications a day (429).`,
        security: BEARER_SECURITY,
        params: JobIdParam,
        consumes: ['multipart/form-data'],
        response: {
          201: MyApplicationDetail,
          400: BadRequest,
          ...guarded,
          404: ErrorDetail,
          409: ErrorDetail,
          413: ErrorDetail,
          415: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readApplyForm(request);
      const detail = await applications.apply({
        db,
        store,
        log: request.log,
        userId: userId(request),
        jobId: request.params.jobId,
        fields,
        file,
        now: new Date(),
      });
      return reply.status(201).send(detail);
    },
  );

  routes.get(
    '/jobs/applications/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'My applications, newest first; status = active, withdrawn or one stage',
        security: BEARER_SECURITY,
        querystring: MyApplicationsQuery,
        response: { 200: MyApplicationsResponse, 400: FieldErrors, ...guarded, 404: ErrorDetail },
      },
    },
    async (request) =>
      applications.listApplications({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
        now: new Date(),
      }),
  );

  routes.get(
    '/jobs/applications/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: "One of my applications with its timeline (another seeker's: 404)",
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: MyApplicationDetail, 400: FieldErrors, ...guarded, 404: ErrorDetail },
      },
    },
    async (request) =>
      applications.getApplication({ db, userId: userId(request), id: request.params.id, now: new Date() }),
  );

  routes.post(
    '/jobs/applications/:id/withdraw/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'Withdraw one of my applications (not once hired or not selected: 409)',
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          200: MyApplicationDetail,
          400: FieldErrors,
          ...guarded,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) =>
      applications.withdrawApplication({
        db,
        userId: userId(request),
        id: request.params.id,
        now: new Date(),
      }),
  );

  routes.get(
    '/jobs/applications/:id/resume/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "An application's resume as PDF (the upload, or the built resume as sent): for the applicant or the job's recruiter; anyone else 404",
        description:
          'A built resume is printed on the server: 503 (RESUME_PDF_MESSAGES.unavailable) when it has no Chromium.',
        security: BEARER_SECURITY,
        params: IdParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const opened = await applications.openResume({
        db,
        store,
        userId: userId(request),
        id: request.params.id,
      });
      let body: Buffer | NodeJS.ReadableStream;
      let size: number;
      if (opened.kind === 'built') {
        if (!pdf) return sendPdfUnavailable(reply);
        body = await resumePdf({ pdf, store, origin: options.publicUrl, ...opened });
        size = body.length;
      } else {
        body = opened.file.stream;
        size = opened.file.size;
      }
      return (
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Length', String(size))
          .header('Content-Disposition', contentDisposition(opened.fileName))
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // Opened in the browser's viewer: nothing in the file may run or load anything.
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(body)
      );
    },
  );

  routes.get(
    '/jobs/seeker/dashboard/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary:
          '/js-dashboard: application counts, recommended jobs, pending contact requests, completeness',
        security: BEARER_SECURITY,
        response: { 200: SeekerDashboard, ...guarded },
      },
    },
    async (request) => dashboard.getDashboard({ db, userId: userId(request), now: new Date() }),
  );

  routes.get(
    '/jobs/seeker/contact-requests/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'Recruiters asking to contact me (pending first, then newest)',
        security: BEARER_SECURITY,
        response: { 200: SeekerContactRequestList, ...guarded },
      },
    },
    async (request) => dashboard.listContactRequests({ db, userId: userId(request) }),
  );

  routes.post(
    '/jobs/seeker/contact-requests/:id/',
    {
      onRequest: seekerOnly,
      schema: {
        tags: TAGS,
        summary: 'Accept (shares e-mail and phone with the recruiter) or decline a pending contact request',
        security: BEARER_SECURITY,
        params: IdParam,
        body: ContactRequestAnswer,
        response: {
          200: SeekerContactRequest,
          400: FieldErrors,
          ...guarded,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) =>
      dashboard.answerContactRequest({
        db,
        userId: userId(request),
        id: request.params.id,
        accept: request.body.accept,
        now: new Date(),
      }),
  );
}
