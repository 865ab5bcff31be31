import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoContent } from '@dokkho/contract/common';
import {
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
} from '@dokkho/contract/hiring';
import { hiringRoutes } from '@dokkho/contract/routes/hiring';
import type { SiteMailer } from '../../integrations/email/layout';
import { routeDefiner } from '../../lib/define-route';
import { messageLocale } from '../../lib/request-locale';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as notifications from './notifications';
import * as pipeline from './service';
import * as talents from './talents';

/**
 * Issue 6, second slice, the recruiter's side: applicants, stage moves, notes, ranking, shortlist,
 * talents, notifications and the dashboard. Every route is for recruiters only; every object is reached
 * through the caller's own posts (another company's: 404).
 */
async function registerHiringRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['hiring'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);
  const mailer = (request: FastifyRequest): SiteMailer => ({
    sender: context.mail.sender,
    log: request.log,
    origin: context.publicUrl,
  });
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  // Private, per-recruiter data: never cached by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });

  defineRoute(hiringRoutes.applicants, {
    summary:
      "A post's applicants: filter by stage, shortlist and name/headline; sort newest, oldest or match",
    description:
      'Without `stage` every application is listed, withdrawn ones flagged. `stage_counts` and `withdrawn_count` cover the whole post whatever the filters.',
    schemas: { params: JobIdParam, query: ApplicantsQuery, response: ApplicantsResponse },
    handler: async (request) =>
      pipeline.listApplicants({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(hiringRoutes.bulkStage, {
    summary: 'Move several applicants to a stage at once (all or nothing); each one moved is e-mailed',
    description:
      'Any id that is not an application to one of your posts: 404 and nothing changes. Withdrawn applications, and ones already at the stage, are skipped and counted in `skipped`.',
    schemas: { body: BulkStageRequest, response: BulkStageResponse },
    errors: [404],
    handler: async (request) =>
      pipeline.bulkMoveStage({
        db,
        mailer: mailer(request),
        userId: userId(request),
        input: request.body,
        now: new Date(),
      }),
  });

  defineRoute(hiringRoutes.applicant, {
    summary: 'One applicant: profile, contact, resume, match score with reasons, timeline, notes',
    description: 'Opening it marks the application seen and its notifications read.',
    schemas: { params: ApplicationIdParam, response: ApplicantDetail },
    handler: async (request) =>
      pipeline.getApplicant({
        db,
        userId: userId(request),
        id: request.params.applicationId,
        now: new Date(),
        locale: messageLocale(request.headers),
      }),
  });

  defineRoute(hiringRoutes.updateApplicant, {
    summary: 'Move the stage (the applicant is e-mailed) and/or shortlist',
    description:
      'Moving to the stage it is already at changes nothing. A withdrawn application cannot change stage (409).',
    schemas: { params: ApplicationIdParam, body: ApplicantUpdate, response: ApplicantDetail },
    errors: [409],
    handler: async (request) =>
      pipeline.updateApplicant({
        db,
        mailer: mailer(request),
        userId: userId(request),
        id: request.params.applicationId,
        input: request.body,
        now: new Date(),
        locale: messageLocale(request.headers),
      }),
  });

  defineRoute(hiringRoutes.addNote, {
    summary: 'Add a private note on an applicant (the applicant never sees notes)',
    schemas: { params: ApplicationIdParam, body: NoteInput, response: ApplicantNote },
    status: 201,
    handler: async (request, reply) => {
      const note = await pipeline.addNote({
        db,
        userId: userId(request),
        applicationId: request.params.applicationId,
        body: request.body.body,
        now: new Date(),
      });
      return reply.status(201).send(note);
    },
  });

  defineRoute(hiringRoutes.deleteNote, {
    summary: 'Delete one of your own notes',
    schemas: { params: NoteParams, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await pipeline.deleteNote({
        db,
        userId: userId(request),
        applicationId: request.params.applicationId,
        noteId: request.params.noteId,
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(hiringRoutes.ranking, {
    summary: "A post's applicants ranked by match score, each with its parts and reasons",
    description:
      'Ranks run over the whole filtered set (score, then who applied first, then id), so they continue across pages. Withdrawn applicants are left out unless `stage=withdrawn`.',
    schemas: { params: JobIdParam, query: RankingQuery, response: RankingResponse },
    handler: async (request) =>
      pipeline.rankApplicants({
        db,
        userId: userId(request),
        jobId: request.params.jobId,
        query: request.query,
        requestUrl: requestUrl(request),
        locale: messageLocale(request.headers),
      }),
  });

  defineRoute(hiringRoutes.shortlisted, {
    summary: 'Shortlisted applicants across your posts, newest first (`job` narrows to one post)',
    schemas: { query: ShortlistQuery, response: ShortlistResponse },
    errors: [404],
    handler: async (request) =>
      pipeline.listShortlisted({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(hiringRoutes.talents, {
    summary: 'Talent search: job seekers who opted in, newest profiles first',
    description:
      '`skill` matches a declared or verified skill (`verified_only=true`: verified only). `verified_only` alone: people with a Dokkho-verified skill or certificate.',
    schemas: { query: TalentQuery, response: TalentListResponse },
    errors: [404],
    handler: async (request) =>
      talents.listTalents({
        db,
        userId: userId(request),
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(hiringRoutes.talent, {
    summary: "A talent's profile; contact only after they accepted your request or applied to your post",
    schemas: { params: SeekerIdParam, response: TalentDetail },
    handler: async (request) =>
      talents.getTalent({ db, userId: userId(request), seekerId: request.params.seekerId }),
  });

  defineRoute(hiringRoutes.contactTalent, {
    summary: 'Ask a talent for their contact details (they are e-mailed and answer in their dashboard)',
    description: 'Once per talent (a second request is 409). `job_id` must be one of your posts.',
    schemas: { params: SeekerIdParam, body: ContactRequestInput, response: TalentDetail },
    status: 201,
    errors: [409],
    handler: async (request, reply) => {
      const detail = await talents.requestContact({
        db,
        mailer: mailer(request),
        userId: userId(request),
        seekerId: request.params.seekerId,
        input: request.body,
      });
      return reply.status(201).send(detail);
    },
  });

  defineRoute(hiringRoutes.notifications, {
    summary: 'Your 30 newest notifications and how many are unread',
    schemas: { response: RecruiterNotificationList },
    handler: async (request) => notifications.listNotifications({ db, userId: userId(request) }),
  });

  defineRoute(hiringRoutes.markNotificationsRead, {
    summary: 'Mark these notifications read (all without `ids`); answers with the list',
    schemas: { body: MarkNotificationsReadBody, response: RecruiterNotificationList },
    handler: async (request) =>
      notifications.markRead({ db, userId: userId(request), ids: request.body?.ids, now: new Date() }),
  });

  defineRoute(hiringRoutes.dashboard, {
    summary: '/hr-dashboard: posts, applicant counts by stage and the newest applicants',
    schemas: { response: RecruiterDashboard },
    handler: async (request) => pipeline.recruiterDashboard({ db, userId: userId(request) }),
  });
}

export const hiringModule: ApiModule = { name: 'hiring', routes: registerHiringRoutes };
