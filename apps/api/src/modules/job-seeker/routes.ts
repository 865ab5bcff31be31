import multipart from '@fastify/multipart';
import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam, NoContent, PdfFile } from '@dokkho/contract/common';
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
  JobIdParam,
  MyApplicationDetail,
  MyApplicationsQuery,
  MyApplicationsResponse,
  SeekerContactRequest,
  SeekerContactRequestList,
  SeekerDashboard,
  SeekerProfile,
  SeekerProfileUpdate,
} from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { AppError } from '../../lib/app-error';
import { routeDefiner } from '../../lib/define-route';
import { NON_FIELD_ERRORS } from '../../plugins/errors';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import { resumePdf, sendPdfUnavailable } from '../resume-print/service';
import * as applications from './applications';
import * as dashboard from './dashboard';
import * as profile from './profile';

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
async function registerJobSeekerRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store, pdf } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['job seeker'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  // Personal data: never kept by a shared cache (this plugin is encapsulated, so only these routes).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  // Encapsulated: only these routes accept multipart bodies (the application form).
  await app.register(multipart);

  defineRoute(jobSeekerRoutes.profile, {
    summary: "The job seeker's own profile, with experience, education, certificates and completeness",
    schemas: { response: SeekerProfile },
    handler: async (request) => profile.getProfile({ db, userId: userId(request) }),
  });

  defineRoute(jobSeekerRoutes.updateProfile, {
    summary: "Replace the profile's own fields (headline, about, location, skills, salary, discoverable)",
    schemas: { body: SeekerProfileUpdate, response: SeekerProfile },
    handler: async (request) => profile.updateProfile({ db, userId: userId(request), input: request.body }),
  });

  defineRoute(jobSeekerRoutes.addExperience, {
    summary: `Add a job to the work history (at most ${HIRING_LIMITS.experiences})`,
    schemas: { body: ExperienceInput, response: Experience },
    status: 201,
    handler: async (request, reply) => {
      const row = await profile.addExperience({ db, userId: userId(request), input: request.body });
      return reply.status(201).send(row);
    },
  });

  defineRoute(jobSeekerRoutes.updateExperience, {
    summary: "Change one of your jobs (another seeker's: 404)",
    schemas: { params: IdParam, body: ExperienceInput, response: Experience },
    handler: async (request) =>
      profile.updateExperience({ db, userId: userId(request), id: request.params.id, input: request.body }),
  });

  defineRoute(jobSeekerRoutes.deleteExperience, {
    summary: 'Remove one of your jobs',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await profile.deleteExperience({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  });

  defineRoute(jobSeekerRoutes.addEducation, {
    summary: `Add a qualification (at most ${HIRING_LIMITS.educations})`,
    schemas: { body: EducationInput, response: Education },
    status: 201,
    handler: async (request, reply) => {
      const row = await profile.addEducation({ db, userId: userId(request), input: request.body });
      return reply.status(201).send(row);
    },
  });

  defineRoute(jobSeekerRoutes.updateEducation, {
    summary: "Change one of your qualifications (another seeker's: 404)",
    schemas: { params: IdParam, body: EducationInput, response: Education },
    handler: async (request) =>
      profile.updateEducation({ db, userId: userId(request), id: request.params.id, input: request.body }),
  });

  defineRoute(jobSeekerRoutes.deleteEducation, {
    summary: 'Remove one of your qualifications',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await profile.deleteEducation({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  });

  defineRoute(jobSeekerRoutes.applyStatus, {
    summary: 'May I apply to this job? Any signed-in user (tells whether they are a job seeker)',
    schemas: { params: JobIdParam, response: ApplyStatus },
    handler: async (request) =>
      applications.getApplyStatus({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        now: new Date(),
      }),
  });

  defineRoute(jobSeekerRoutes.apply, {
    summary: 'Apply to an open job (multipart/form-data: resume_kind, resume_id, cover_letter, file)',
    description: `resume_kind \`upload\` needs a PDF in \`file\` (checked by its bytes, at most ${HIRING_LIMITS.resumeMaxMb} MB); \`built\` needs \`resume_id\`, one of your resumes (GET resume/), copied as it is now; \`profile\` sends the Dokkho profile (a headline and one job or qualification needed). One application per person per job (409); a withdrawn one is revived. At most ${HIRING_LIMITS.applicationsPerDay} applications a day (429).`,
    schemas: { params: JobIdParam, response: MyApplicationDetail },
    status: 201,
    consumes: ['multipart/form-data'],
    errors: [409, 413, 415],
    config: context.rateLimit(10),
    handler: async (request, reply) => {
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
  });

  defineRoute(jobSeekerRoutes.applications, {
    summary: 'My applications, newest first; status = active, withdrawn or one stage',
    schemas: { query: MyApplicationsQuery, response: MyApplicationsResponse },
    errors: [404],
    handler: async (request) =>
      applications.listApplications({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
        now: new Date(),
      }),
  });

  defineRoute(jobSeekerRoutes.application, {
    summary: "One of my applications with its timeline (another seeker's: 404)",
    schemas: { params: IdParam, response: MyApplicationDetail },
    handler: async (request) =>
      applications.getApplication({ db, userId: userId(request), id: request.params.id, now: new Date() }),
  });

  defineRoute(jobSeekerRoutes.withdraw, {
    summary: 'Withdraw one of my applications (not once hired or not selected: 409)',
    schemas: { params: IdParam, response: MyApplicationDetail },
    errors: [409],
    handler: async (request) =>
      applications.withdrawApplication({
        db,
        userId: userId(request),
        id: request.params.id,
        now: new Date(),
      }),
  });

  defineRoute(jobSeekerRoutes.applicationResume, {
    summary:
      "An application's resume as PDF (the upload, or the built resume as sent): for the applicant or the job's recruiter; anyone else 404",
    description:
      'A built resume is printed on the server: 503 (RESUME_PDF_MESSAGES.unavailable) when it has no Chromium.',
    schemas: { params: IdParam, response: PdfFile },
    produces: ['application/pdf'],
    errors: [503],
    handler: async (request, reply) => {
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
        body = await resumePdf({ pdf, store, origin: context.publicUrl, ...opened });
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
  });

  defineRoute(jobSeekerRoutes.dashboard, {
    summary: '/js-dashboard: application counts, recommended jobs, pending contact requests, completeness',
    schemas: { response: SeekerDashboard },
    handler: async (request) => dashboard.getDashboard({ db, userId: userId(request), now: new Date() }),
  });

  defineRoute(jobSeekerRoutes.contactRequests, {
    summary: 'Recruiters asking to contact me (pending first, then newest)',
    schemas: { response: SeekerContactRequestList },
    handler: async (request) => dashboard.listContactRequests({ db, userId: userId(request) }),
  });

  defineRoute(jobSeekerRoutes.answerContactRequest, {
    summary: 'Accept (shares e-mail and phone with the recruiter) or decline a pending contact request',
    schemas: { params: IdParam, body: ContactRequestAnswer, response: SeekerContactRequest },
    errors: [409],
    handler: async (request) =>
      dashboard.answerContactRequest({
        db,
        userId: userId(request),
        id: request.params.id,
        accept: request.body.accept,
        now: new Date(),
      }),
  });
}

export const jobSeekerModule: ApiModule = { name: 'job-seeker', routes: registerJobSeekerRoutes };
