import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, idFromText } from '@dokkho/contract/common';
import {
  ApplicantDetail,
  ApplicantNote,
  ApplicantsQuery,
  ApplicantsResponse,
  ApplicantUpdate,
  BulkStageRequest,
  BulkStageResponse,
  ContactRequestInput,
  MarkNotificationsRead,
  NoteInput,
  RankingQuery,
  RankingResponse,
  RecruiterDashboard,
  RecruiterNotificationList,
  ShortlistQuery,
  ShortlistResponse,
  TalentDetail,
  TalentListResponse,
  TalentQuery,
} from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import type { EmailSender } from '../../integrations/email/sender';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import type { SiteMailer } from '../../integrations/email/layout';
import * as notifications from './notifications';
import * as pipeline from './service';
import * as talents from './talents';

const TAGS = ['hiring'];

const id = idFromText;
const JobIdParam = z.object({ jobId: id('Job id') });
const ApplicationIdParam = z.object({ applicationId: id('Application id') });
const NoteParams = z.object({ applicationId: id('Application id'), noteId: id('Note id') });
const SeekerIdParam = z.object({ seekerId: id('Job seeker id') });

/** The refusals every route here can give: not signed in, not a recruiter. */
const GUARDED = { 401: ErrorDetail, 403: ErrorDetail } as const;

/**
 * Issue 6, second slice, the recruiter's side: applicants, stage moves, notes, ranking, shortlist,
 * talents, notifications and the dashboard. Every route is for recruiters only; every object is reached
 * through the caller's own posts (another company's: 404).
 */
export async function hiringRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    publicUrl: string;
    mail: { sender: EmailSender };
  },
) {
  const { db, guards } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);
  const mailer = (request: FastifyRequest): SiteMailer => ({
    sender: options.mail.sender,
    log: request.log,
    origin: options.publicUrl,
  });
  const recruiterOnly = guards.requireRole('recruiter');
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  // Private, per-recruiter data: never cached by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  routes.get(
    '/jobs/allapplicants/:jobId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary:
          "A post's applicants: filter by stage, shortlist and name/headline; sort newest, oldest or match",
        description:
          'Without `stage` every application is listed, withdrawn ones flagged. `stage_counts` and `withdrawn_count` cover the whole post whatever the filters.',
        security: BEARER_SECURITY,
        params: JobIdParam,
        querystring: ApplicantsQuery,
        response: { 200: ApplicantsResponse, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.listApplicants({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.post(
    '/jobs/applicants/bulk-stage/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Move several applicants to a stage at once (all or nothing); each one moved is e-mailed',
        description:
          'Any id that is not an application to one of your posts: 404 and nothing changes. Withdrawn applications, and ones already at the stage, are skipped and counted in `skipped`.',
        security: BEARER_SECURITY,
        body: BulkStageRequest,
        response: { 200: BulkStageResponse, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.bulkMoveStage({
        db,
        mailer: mailer(request),
        userId: userId(request),
        input: request.body,
        now: new Date(),
      }),
  );

  routes.get(
    '/jobs/applicants/:applicationId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'One applicant: profile, contact, resume, match score with reasons, timeline, notes',
        description: 'Opening it marks the application seen and its notifications read.',
        security: BEARER_SECURITY,
        params: ApplicationIdParam,
        response: { 200: ApplicantDetail, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.getApplicant({
        db,
        userId: userId(request),
        id: request.params.applicationId,
        now: new Date(),
      }),
  );

  routes.patch(
    '/jobs/applicants/:applicationId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Move the stage (the applicant is e-mailed) and/or shortlist',
        description:
          'Moving to the stage it is already at changes nothing. A withdrawn application cannot change stage (409).',
        security: BEARER_SECURITY,
        params: ApplicationIdParam,
        body: ApplicantUpdate,
        response: { 200: ApplicantDetail, 400: FieldErrors, ...GUARDED, 404: ErrorDetail, 409: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.updateApplicant({
        db,
        mailer: mailer(request),
        userId: userId(request),
        id: request.params.applicationId,
        input: request.body,
        now: new Date(),
      }),
  );

  routes.post(
    '/jobs/applicants/:applicationId/notes/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Add a private note on an applicant (the applicant never sees notes)',
        security: BEARER_SECURITY,
        params: ApplicationIdParam,
        body: NoteInput,
        response: { 201: ApplicantNote, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      const note = await pipeline.addNote({
        db,
        userId: userId(request),
        applicationId: request.params.applicationId,
        body: request.body.body,
        now: new Date(),
      });
      return reply.status(201).send(note);
    },
  );

  routes.delete(
    '/jobs/applicants/:applicationId/notes/:noteId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete one of your own notes',
        security: BEARER_SECURITY,
        params: NoteParams,
        response: { 204: z.null().describe('Deleted'), 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      await pipeline.deleteNote({
        db,
        userId: userId(request),
        applicationId: request.params.applicationId,
        noteId: request.params.noteId,
      });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/jobs/ranking/:jobId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "A post's applicants ranked by match score, each with its parts and reasons",
        description:
          'Ranks run over the whole filtered set (score, then who applied first, then id), so they continue across pages. Withdrawn applicants are left out unless `stage=withdrawn`.',
        security: BEARER_SECURITY,
        params: JobIdParam,
        querystring: RankingQuery,
        response: { 200: RankingResponse, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.rankApplicants({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.get(
    '/jobs/shortlisted/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Shortlisted applicants across your posts, newest first (`job` narrows to one post)',
        security: BEARER_SECURITY,
        querystring: ShortlistQuery,
        response: { 200: ShortlistResponse, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      pipeline.listShortlisted({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.get(
    '/jobs/talents/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Talent search: job seekers who opted in, newest profiles first',
        description:
          '`skill` matches a declared or verified skill (`verified_only=true`: verified only). `verified_only` alone: people with a Dokkho-verified skill or certificate.',
        security: BEARER_SECURITY,
        querystring: TalentQuery,
        response: { 200: TalentListResponse, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) =>
      talents.listTalents({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.get(
    '/jobs/talents/:seekerId/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: "A talent's profile; contact only after they accepted your request or applied to your post",
        security: BEARER_SECURITY,
        params: SeekerIdParam,
        response: { 200: TalentDetail, 400: FieldErrors, ...GUARDED, 404: ErrorDetail },
      },
    },
    async (request) => talents.getTalent({ db, userId: userId(request), seekerId: request.params.seekerId }),
  );

  routes.post(
    '/jobs/talents/:seekerId/contact/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Ask a talent for their contact details (they are e-mailed and answer in their dashboard)',
        description: 'Once per talent (a second request is 409). `job_id` must be one of your posts.',
        security: BEARER_SECURITY,
        params: SeekerIdParam,
        body: ContactRequestInput,
        response: { 201: TalentDetail, 400: FieldErrors, ...GUARDED, 404: ErrorDetail, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const detail = await talents.requestContact({
        db,
        mailer: mailer(request),
        userId: userId(request),
        seekerId: request.params.seekerId,
        input: request.body,
      });
      return reply.status(201).send(detail);
    },
  );

  routes.get(
    '/jobs/notifications/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Your 30 newest notifications and how many are unread',
        security: BEARER_SECURITY,
        response: { 200: RecruiterNotificationList, ...GUARDED },
      },
    },
    async (request) => notifications.listNotifications({ db, userId: userId(request) }),
  );

  routes.post(
    '/jobs/notifications/read/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: 'Mark these notifications read (all without `ids`); answers with the list',
        security: BEARER_SECURITY,
        // No body at all means "all", like `{}`: a bare POST from a bell's "mark all read" is fine.
        body: MarkNotificationsRead.nullish(),
        response: { 200: RecruiterNotificationList, 400: FieldErrors, ...GUARDED },
      },
    },
    async (request) =>
      notifications.markRead({ db, userId: userId(request), ids: request.body?.ids, now: new Date() }),
  );

  routes.get(
    '/jobs/recruiter/dashboard/',
    {
      onRequest: recruiterOnly,
      schema: {
        tags: TAGS,
        summary: '/hr-dashboard: posts, applicant counts by stage and the newest applicants',
        security: BEARER_SECURITY,
        response: { 200: RecruiterDashboard, ...GUARDED },
      },
    },
    async (request) => pipeline.recruiterDashboard({ db, userId: userId(request) }),
  );
}
