import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  Resume,
  ResumeCreate,
  ResumeDuplicate,
  ResumeImportRequest,
  ResumeSummary,
  ResumeUpdate,
} from '@dokkho/contract/resume';
import type { Database } from '@dokkho/db';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as resumes from './service';

const TAGS = ['resumes'];
const Errors = { 400: FieldErrors.or(ErrorDetail), 401: ErrorDetail, 404: ErrorDetail };

/** A file name for a download: the title's letters and digits (Bangla included), never a path. */
export function downloadName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'resume'}.${extension}`;
}

/** Issue 7: the resume builder's API. Any signed-in user may build resumes; each sees only their own. */
export async function resumeRoutes(
  app: FastifyInstance,
  options: { db: Database; guards: AuthGuards; publicUrl: string | undefined },
) {
  const { db, guards } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const signedIn = { preHandler: guards.requireUser };

  routes.get(
    '/resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'My resumes, last edited first',
        security: BEARER_SECURITY,
        response: { 200: z.array(ResumeSummary), 401: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.listResumes({ db, userId: userId(request) });
    },
  );

  routes.post(
    '/resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary:
          'Start a resume (from the job seeker profile and Dokkho certificates unless from_profile is false)',
        security: BEARER_SECURITY,
        body: ResumeCreate,
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.createResume({
        db,
        userId: userId(request),
        input: request.body,
        origin: origin(request),
      });
      return reply.status(201).send(resume);
    },
  );

  routes.post(
    '/resume/import/',
    {
      ...signedIn,
      bodyLimit: 512 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Import a JSON Resume (schema v1.x) as a new resume',
        security: BEARER_SECURITY,
        body: ResumeImportRequest,
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.importJsonResume({
        db,
        userId: userId(request),
        title: request.body.title,
        json: request.body.json_resume,
        origin: origin(request),
      });
      return reply.status(201).send(resume);
    },
  );

  routes.get(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'One of my resumes, whole',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: Resume, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.getResume({ db, userId: userId(request), id: request.params.id });
    },
  );

  routes.patch(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Save (autosave): title, settings and whole sections; 409 when base_revision is stale',
        security: BEARER_SECURITY,
        params: IdParam,
        body: ResumeUpdate,
        response: { 200: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request) =>
      resumes.updateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        input: request.body,
        origin: origin(request),
        now: new Date(),
      }),
  );

  routes.delete(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete one of my resumes',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await resumes.deleteResume({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/resume/:id/duplicate/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Copy a resume (to tailor it for another kind of job)',
        security: BEARER_SECURITY,
        params: IdParam,
        body: ResumeDuplicate.optional(),
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.duplicateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        title: request.body?.title,
      });
      return reply.status(201).send(resume);
    },
  );

  routes.get(
    '/resume/:id/json-resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Download a resume as JSON Resume (schema v1.x)',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: z.record(z.string(), z.unknown()), ...Errors },
      },
    },
    async (request, reply) => {
      const { title, json } = await resumes.exportJsonResume({
        db,
        userId: userId(request),
        id: request.params.id,
      });
      const name = downloadName(title, 'json');
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="resume.json"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(json);
    },
  );
}
