import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam, NoContent } from '@dokkho/contract/common';
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
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as jobs from './service';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

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
/** Issue 6, first slice: the board, recruiters' posts, the company profile, reports and hiring leads. */
async function registerJobsRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['jobs'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);
  // Encapsulated in this plugin: only these routes accept multipart bodies (the logo upload).
  await app.register(multipart);

  defineRoute(jobsRoutes.board, {
    summary: 'The job board: open posts before their deadline, searched, filtered, sorted, paginated',
    description:
      "Search is full text (title, company and skills first, then description) with prefix matching, falling back to title similarity so typos still find jobs. `internal=true` lists Dokkho's own roles (/career) instead.",
    schemas: { query: JobBoardQuery, response: JobBoardResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return jobs.listBoard({
        db,
        query: request.query,
        requestUrl: requestUrl(request),
        now: new Date(),
        locale: contentLanguage(request, reply),
      });
    },
  });

  defineRoute(jobsRoutes.boardJob, {
    summary: 'One job post (open or closed; drafts are 404)',
    schemas: { params: IdParam, response: JobDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return jobs.getBoardJob({
        db,
        id: request.params.id,
        now: new Date(),
        locale: contentLanguage(request, reply),
      });
    },
  });

  defineRoute(jobsRoutes.ownPosts, {
    summary: "The recruiter's own posts, all statuses, newest first; search over the title",
    schemas: { query: RecruiterJobQuery, response: RecruiterJobListResponse },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.listOwnPosts({
        db,
        userId: signedInUser(request).id,
        query: request.query,
        requestUrl: requestUrl(request),
      });
    },
  });

  defineRoute(jobsRoutes.createPost, {
    summary: "Create a job post (draft or open) for the recruiter's company",
    schemas: { body: JobPostInput, response: RecruiterJobDetail },
    status: 201,
    handler: async (request, reply) => {
      const post = await jobs.createPost({
        db,
        userId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(post);
    },
  });

  defineRoute(jobsRoutes.ownPost, {
    summary: "One of the recruiter's own posts, for editing (another recruiter's: 404)",
    schemas: { params: IdParam, response: RecruiterJobDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.getOwnPost({ db, userId: signedInUser(request).id, id: request.params.id });
    },
  });

  defineRoute(jobsRoutes.updatePost, {
    summary: 'Edit, publish (status open), close (status closed) or re-open a post',
    description:
      'draft -> open publishes; open -> closed closes; closed -> open re-opens unless staff closed it (409). Back to draft is refused (409).',
    schemas: { params: IdParam, body: JobPostUpdate, response: RecruiterJobDetail },
    errors: [409],
    handler: async (request) =>
      jobs.updatePost({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  });

  defineRoute(jobsRoutes.deletePost, {
    summary: "Delete one of the recruiter's own posts",
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await jobs.deletePost({ db, userId: signedInUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  });

  defineRoute(jobsRoutes.companyProfile, {
    summary: "The recruiter's company profile (copied onto posts when they are saved)",
    schemas: { response: CompanyProfile },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.getCompanyProfile({ db, userId: signedInUser(request).id });
    },
  });

  defineRoute(jobsRoutes.updateCompanyProfile, {
    summary: 'Change the company profile; every post of the recruiter shows the new name and logo',
    schemas: { body: CompanyProfileUpdate, response: CompanyProfile },
    handler: async (request) =>
      jobs.updateCompanyProfile({ db, userId: signedInUser(request).id, input: request.body }),
  });

  defineRoute(jobsRoutes.uploadCompanyLogo, {
    summary: 'Upload the company logo (multipart/form-data, field "file")',
    description: `JPEG, PNG or WebP (decided from the content), at most ${COMPANY_LOGO_MAX_MB} MB. Stored as a 256 px square WebP with the logo fitted inside, at an immutable /media/ URL; every post of the recruiter shows it, and the previous logo is deleted.`,
    schemas: { response: CompanyProfile },
    consumes: ['multipart/form-data'],
    config: context.rateLimit(10),
    errors: [413, 415],
    handler: async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readLogoUpload(request);
      return jobs.replaceCompanyLogo({ db, store, log: request.log, userId, upload });
    },
  });

  defineRoute(jobsRoutes.removeCompanyLogo, {
    summary: 'Remove the company logo',
    schemas: { response: CompanyProfile },
    handler: async (request) =>
      jobs.removeCompanyLogo({ db, store, log: request.log, userId: signedInUser(request).id }),
  });

  defineRoute(jobsRoutes.report, {
    summary: 'Report a job post to staff (once per person per post)',
    schemas: { params: IdParam, body: JobReportRequest, response: DetailResponse },
    status: 201,
    config: context.rateLimit(10),
    errors: [409],
    handler: async (request, reply) => {
      await jobs.reportPost({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ detail: 'Thank you. Our team will review this job post.' });
    },
  });

  defineRoute(jobsRoutes.staffClose, {
    summary: 'Staff: close a post for good and resolve its reports',
    schemas: { params: IdParam, response: StaffCloseJobResponse },
    handler: async (request) => jobs.staffClosePost({ db, id: request.params.id, now: new Date() }),
  });

  defineRoute(jobsRoutes.openReports, {
    summary: 'Staff: unresolved job reports, oldest first (at most 200)',
    schemas: { response: JobReportListResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return jobs.listOpenReports({ db });
    },
  });

  defineRoute(jobsRoutes.hiringLead, {
    summary: '/hiringpage: an employer asks to hire through Dokkho; staff follow up',
    schemas: { body: HiringLeadRequest, response: HiringLeadResponse },
    status: 201,
    // A lead form: a handful a minute per address.
    config: context.rateLimit(5),
    handler: async (request, reply) => {
      const answer = await jobs.createHiringLead({ db, input: request.body });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  });
}

export const jobsModule: ApiModule = { name: 'jobs', routes: registerJobsRoutes };
