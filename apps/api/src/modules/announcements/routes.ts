import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AnnouncementCourseParam,
  AnnouncementIdParam,
  AnnouncementInput,
  AnnouncementItem,
  AnnouncementPage,
  AnnouncementPageQuery,
  TeachingAnnouncement,
  TeachingAnnouncementPage,
  TeachingAnnouncementsQuery,
  UnsubscribeAction,
  UnsubscribeQuery,
  UnsubscribeStatus,
} from '@dokkho/contract/announcements';
import { NoContent } from '@dokkho/contract/common';
import { announcementRoutes as routes } from '@dokkho/contract/routes/announcements';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import { deliverQueuedEmails } from '../outbox/service';
import type { ApiModule, ModuleContext } from '../context';
import * as announcements from './service';

/**
 * Course announcements (issue 17 item 7, ADR 040). Nothing here is cached: every answer is about someone's
 * own courses, and the unsubscribe answers about one person's e-mails.
 */
async function registerAnnouncementRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  // Mail clients' one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form.
  await app.register(formbody, { bodyLimit: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const mailer = (request: FastifyRequest): announcements.AnnouncementMailer => ({
    origin: context.publicUrl,
    secret: context.authSecret,
    deliver: (ids) =>
      context.mail.background.run('announcement e-mails', () =>
        deliverQueuedEmails({ db, sender: context.mail.sender, log: request.log, ids }),
      ),
  });
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['announcements'] });

  defineRoute(routes.mine, {
    summary: "The signed-in learner's announcements, newest first (of their courses, or one of them)",
    schemas: { query: AnnouncementPageQuery, response: AnnouncementPage },
    errors: [403],
    handler: async (request, reply) =>
      announcements.listMyAnnouncements({
        db,
        userId: signedInUser(request).id,
        locale: contentLanguage(request, reply),
        query: request.query,
      }),
  });

  defineRoute(routes.one, {
    summary: 'One announcement of a course the reader is enrolled in (or teaches)',
    schemas: { params: AnnouncementIdParam, response: AnnouncementItem },
    errors: [404],
    handler: async (request, reply) =>
      announcements.getAnnouncement({
        db,
        userId: signedInUser(request).id,
        announcementId: request.params.id,
        locale: contentLanguage(request, reply),
      }),
  });

  defineRoute(routes.teachingList, {
    summary:
      "The instructor's announcements on one of their courses, and how many learners a new one reaches",
    schemas: {
      params: AnnouncementCourseParam,
      query: TeachingAnnouncementsQuery,
      response: TeachingAnnouncementPage,
    },
    errors: [404],
    handler: async (request) =>
      announcements.listTeachingAnnouncements({
        db,
        userId: signedInUser(request).id,
        courseId: request.params.id,
        query: request.query,
      }),
  });

  defineRoute(routes.create, {
    summary: 'Write to every learner of a course you teach (in the bell and by e-mail)',
    schemas: { params: AnnouncementCourseParam, body: AnnouncementInput, response: TeachingAnnouncement },
    status: 201,
    errors: [404],
    config: context.rateLimit(20),
    handler: async (request, reply) => {
      const created = await announcements.createAnnouncement({
        db,
        mailer: mailer(request),
        userId: signedInUser(request).id,
        courseId: request.params.id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(created);
    },
  });

  defineRoute(routes.edit, {
    summary: 'Correct an announcement (learners are not told again)',
    schemas: { params: AnnouncementIdParam, body: AnnouncementInput, response: TeachingAnnouncement },
    errors: [404],
    handler: async (request) =>
      announcements.editAnnouncement({
        db,
        userId: signedInUser(request).id,
        announcementId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  });

  defineRoute(routes.remove, {
    summary: 'Delete an announcement',
    schemas: { params: AnnouncementIdParam, response: NoContent },
    status: 204,
    errors: [404],
    handler: async (request, reply) => {
      await announcements.deleteAnnouncement({
        db,
        userId: signedInUser(request).id,
        announcementId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(routes.unsubscribeStatus, {
    summary: "What an announcement e-mail's unsubscribe link is about (changes nothing)",
    schemas: { query: UnsubscribeQuery, response: UnsubscribeStatus },
    handler: async (request) =>
      announcements.unsubscribeStatus({ db, secret: context.authSecret, token: request.query.token }),
  });

  defineRoute(routes.unsubscribe, {
    summary:
      "Stop (or, with subscribed=true, restart) one course's announcement e-mails, signed out (RFC 8058)",
    schemas: { query: UnsubscribeAction, response: UnsubscribeStatus },
    config: context.rateLimit(30),
    handler: async (request) =>
      announcements.setSubscription({
        db,
        secret: context.authSecret,
        token: request.query.token,
        subscribed: request.query.subscribed,
        now: new Date(),
      }),
  });
}

export const announcementsModule: ApiModule = { name: 'announcements', routes: registerAnnouncementRoutes };
