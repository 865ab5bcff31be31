import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  CompanyProfile,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MAX_MB,
  COMPANY_LOGO_MESSAGES,
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
} from '@dokkho/contract/jobs';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as jobs from './service';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** Every 400 of an upload may be field messages or one message (users/routes.ts does the same). */
const BadRequest = FieldErrors.or(ErrorDetail);

const MULTIPART_ERRORS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
]);

/** Reads the one file of a multipart upload into memory, with our limits said in our words. */
async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the logo as multipart/form-data, in a field named "file".');
  }
  try {
    const part = await request.file({
      limits: { fileSize: COMPANY_LOGO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw AppError.badRequest(COMPANY_LOGO_MESSAGES.missing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw AppError.badRequest(COMPANY_LOGO_MESSAGES.missing);
    return buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, COMPANY_LOGO_MESSAGES.tooLarge);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest('Send one logo, in a field named "file".');
    }
    throw error;
  }
}
const TAGS = ['jobs'];

/** Issue 6, first slice: the board, recruiters' posts, the company profile, reports and hiring leads. */
export async function jobsRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    publicUrl: string;
    /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
    rateLimits: boolean;
    /** Where company logos go (served at /media/). */
    store: ObjectStore;
  },
) {
  const { db, guards } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);
  const recruiterOnly = guards.requireRole('recruiter');
  const staffOnly = guards.requireRole('staff');
  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  // Encapsulated in this plugin: only these routes accept multipart bodies (the logo upload).
  await app.register(multipart);

  routes.get(
    '/jobs/board/',
    {
      schema: {
        tags: TAGS,
        summary: 'The job board: open posts before their deadline, searched, filtered, sorted, paginated',
        description:
          "Search is full text (title, company and skills first, then description) with prefix matching, falling back to title similarity so typos still find jobs. `internal=true` lists Dokkho's own roles (/career) instead.",
        querystring: JobBoardQuery,
        response: { 200: JobBoardResponse, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return jobs.listBoard({ db, query: request.query, requestUrl: requestUrl(request), now: new Date() });
    },
  );

  routes.get(
    '/jobs/board/:id/',
    {
      schema: {
        tags: TAGS,
        summary: 'One job post (open or closed; drafts are 404)',
        params: IdParam,
        response: { 200: JobDetail, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return jobs.getBoardJob({ db, id: request.params.id, now: new Date() });
    },
  );

  routes.get(
    '/jobs/jobpost/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "The recruiter's own posts, all statuses, newest first; search over the title",
        security: BEARER_SECURITY,
        querystring: RecruiterJobQuery,
        response: {
          200: RecruiterJobListResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.listOwnPosts({
        db,
        userId: signedInUser(request).id,
        query: request.query,
        requestUrl: requestUrl(request),
      });
    },
  );

  routes.post(
    '/jobs/jobpost/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "Create a job post (draft or open) for the recruiter's company",
        security: BEARER_SECURITY,
        body: JobPostInput,
        response: { 201: RecruiterJobDetail, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail },
      },
    },
    async (request, reply) => {
      const post = await jobs.createPost({
        db,
        userId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(post);
    },
  );

  routes.get(
    '/jobs/jobpost/:id/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "One of the recruiter's own posts, for editing (another recruiter's: 404)",
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          200: RecruiterJobDetail,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.getOwnPost({ db, userId: signedInUser(request).id, id: request.params.id });
    },
  );

  routes.patch(
    '/jobs/jobpost/:id/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Edit, publish (status open), close (status closed) or re-open a post',
        description:
          'draft -> open publishes; open -> closed closes; closed -> open re-opens unless staff closed it (409). Back to draft is refused (409).',
        security: BEARER_SECURITY,
        params: IdParam,
        body: JobPostUpdate,
        response: {
          200: RecruiterJobDetail,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) =>
      jobs.updatePost({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  );

  routes.delete(
    '/jobs/jobpost/:id/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "Delete one of the recruiter's own posts",
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          204: z.null().describe('Deleted'),
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      await jobs.deletePost({ db, userId: signedInUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/jobs/company-profile/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "The recruiter's company profile (copied onto posts when they are saved)",
        security: BEARER_SECURITY,
        response: { 200: CompanyProfile, 401: ErrorDetail, 403: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.getCompanyProfile({ db, userId: signedInUser(request).id });
    },
  );

  routes.patch(
    '/jobs/company-profile/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Change the company profile; every post of the recruiter shows the new name and logo',
        security: BEARER_SECURITY,
        body: CompanyProfileUpdate,
        response: { 200: CompanyProfile, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail },
      },
    },
    async (request) =>
      jobs.updateCompanyProfile({ db, userId: signedInUser(request).id, input: request.body }),
  );

  routes.post(
    '/jobs/company-profile/logo/',
    {
      onRequest: recruiterOnly,
      config: rateLimit(10),
      schema: {
        tags: TAGS,
        summary: 'Upload the company logo (multipart/form-data, field "file")',
        description: `JPEG, PNG or WebP (decided from the content), at most ${COMPANY_LOGO_MAX_MB} MB. Stored as a 256 px square WebP with the logo fitted inside, at an immutable /media/ URL; every post of the recruiter shows it, and the previous logo is deleted.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: {
          200: CompanyProfile,
          400: BadRequest,
          401: ErrorDetail,
          403: ErrorDetail,
          413: ErrorDetail,
          415: ErrorDetail,
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readLogoUpload(request);
      return jobs.replaceCompanyLogo({ db, store: options.store, log: request.log, userId, upload });
    },
  );

  routes.delete(
    '/jobs/company-profile/logo/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Remove the company logo',
        security: BEARER_SECURITY,
        response: { 200: CompanyProfile, 401: ErrorDetail, 403: ErrorDetail },
      },
    },
    async (request) =>
      jobs.removeCompanyLogo({
        db,
        store: options.store,
        log: request.log,
        userId: signedInUser(request).id,
      }),
  );

  routes.post(
    '/jobs/report/:id/',
    {
      onRequest: guards.requireUser,
      config: options.rateLimits ? { rateLimit: { max: 10, timeWindow: 60_000 } } : {},
      schema: {
        tags: TAGS,
        summary: 'Report a job post to staff (once per person per post)',
        security: BEARER_SECURITY,
        params: IdParam,
        body: JobReportRequest,
        response: {
          201: DetailResponse,
          400: FieldErrors,
          401: ErrorDetail,
          404: ErrorDetail,
          409: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      await jobs.reportPost({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ detail: 'Thank you. Our team will review this job post.' });
    },
  );

  routes.post(
    '/admin/jobs/:id/close/',
    {
      onRequest: staffOnly,
      schema: {
        tags: TAGS,
        summary: 'Staff: close a post for good and resolve its reports',
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          200: StaffCloseJobResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) => jobs.staffClosePost({ db, id: request.params.id, now: new Date() }),
  );

  routes.get(
    '/admin/job-reports/',
    {
      onRequest: staffOnly,
      schema: {
        tags: TAGS,
        summary: 'Staff: unresolved job reports, oldest first (at most 200)',
        security: BEARER_SECURITY,
        response: { 200: JobReportListResponse, 401: ErrorDetail, 403: ErrorDetail },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.listOpenReports({ db });
    },
  );

  routes.post(
    '/jobs/hiring-lead/',
    {
      // A lead form: a handful a minute per address.
      config: options.rateLimits ? { rateLimit: { max: 5, timeWindow: 60_000 } } : {},
      schema: {
        tags: TAGS,
        summary: '/hiringpage: an employer asks to hire through Dokkho; staff follow up',
        body: HiringLeadRequest,
        response: { 201: HiringLeadResponse, 400: FieldErrors, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const answer = await jobs.createHiringLead({ db, input: request.body });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  );
}
