import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  ConsultationItem,
  ConsultationQueue,
  ConsultationQueueQuery,
  ConsultationUpdate,
  EventCreate,
  EventFormOptions,
  EventFunnelList,
  EventFunnelQuery,
  EventRecordingUpdate,
  EventRegistrationList,
  EventRegistrationsQuery,
  EventUpdate,
  ManagedEvent,
  ManagedEventList,
  ManagedEventsQuery,
} from '@dokkho/contract/events';
import { eventAdminRoutes } from '@dokkho/contract/routes/events';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as events from '../events/service';
import * as admin from './service';

/**
 * Issue 18 items 1, 5 and 8 (docs/decisions/042): instructors manage the events they host, staff every
 * event (staff pass the role check), the funnel and the consultation follow-up queue.
 */
async function registerEventAdminRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['events management'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);
  const manager = (request: FastifyRequest) => admin.managerOf(db, signedInUser(request).id);
  /** Registrants' messages a write made due: committed, then sent after the answer. */
  const notify = (request: FastifyRequest): admin.Notify => ({
    context: { secret: context.authSecret, origin: context.publicUrl },
    deliver: (queued) =>
      context.mail.background.run('event messages', () =>
        events.deliverEventMessages(
          { db, emailSender: context.mail.sender, smsSender: context.sms, log: request.log },
          queued,
        ),
      ),
  });

  // Registrants' names, phones and e-mails: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  defineRoute(eventAdminRoutes.options, {
    summary: 'The event form’s choices: topics, the courses you may link, speakers',
    schemas: { response: EventFormOptions },
    handler: async (request) => admin.formOptions({ db, manager: await manager(request) }),
  });

  defineRoute(eventAdminRoutes.list, {
    summary: 'The events you host (staff: every event), upcoming, past or all',
    schemas: { query: ManagedEventsQuery, response: ManagedEventList },
    errors: [404],
    handler: async (request) =>
      admin.listEvents({
        db,
        manager: await manager(request),
        query: request.query,
        requestUrl: requestUrl(request),
        now: new Date(),
      }),
  });

  defineRoute(eventAdminRoutes.create, {
    summary: 'Schedule a masterclass or a free class (date and time on a Dhaka clock)',
    schemas: { body: EventCreate, response: ManagedEvent },
    status: 201,
    handler: async (request, reply) => {
      reply.status(201);
      return admin.createEvent({ db, manager: await manager(request), body: request.body, now: new Date() });
    },
  });

  defineRoute(eventAdminRoutes.get, {
    summary: 'One event you host (staff: any)',
    schemas: { params: IdParam, response: ManagedEvent },
    errors: [404],
    handler: async (request) =>
      admin.getEvent({ db, manager: await manager(request), id: request.params.id, now: new Date() }),
  });

  defineRoute(eventAdminRoutes.update, {
    summary: 'Change an event; a new time is sent to its registrants',
    schemas: { params: IdParam, body: EventUpdate, response: ManagedEvent },
    errors: [404, 409],
    handler: async (request) =>
      admin.updateEvent({
        db,
        manager: await manager(request),
        id: request.params.id,
        body: request.body,
        now: new Date(),
        notify: notify(request),
      }),
  });

  defineRoute(eventAdminRoutes.cancel, {
    summary: 'Cancel an event that has not ended; its registrants are told',
    schemas: { params: IdParam, response: ManagedEvent },
    errors: [404, 409],
    handler: async (request) =>
      admin.cancelEvent({
        db,
        manager: await manager(request),
        id: request.params.id,
        now: new Date(),
        notify: notify(request),
      }),
  });

  defineRoute(eventAdminRoutes.end, {
    summary: 'End a live event now; the recording and the attendees’ offer then go out at once',
    schemas: { params: IdParam, response: ManagedEvent },
    errors: [404, 409],
    handler: async (request) =>
      admin.endEvent({
        db,
        manager: await manager(request),
        id: request.params.id,
        now: new Date(),
        notify: notify(request),
      }),
  });

  defineRoute(eventAdminRoutes.recording, {
    summary: 'Attach, replace or take down the recording of an ended event, and make it public',
    schemas: { params: IdParam, body: EventRecordingUpdate, response: ManagedEvent },
    errors: [404, 409],
    handler: async (request) =>
      admin.setRecording({
        db,
        manager: await manager(request),
        id: request.params.id,
        recordingUrl: request.body.recording_url,
        recordingPublic: request.body.recording_public,
        now: new Date(),
        notify: notify(request),
      }),
  });

  defineRoute(eventAdminRoutes.registrations, {
    summary: 'An event’s registrations (oldest first) with attendance, and its funnel',
    schemas: { params: IdParam, query: EventRegistrationsQuery, response: EventRegistrationList },
    errors: [404],
    handler: async (request) =>
      admin.listRegistrations({
        db,
        manager: await manager(request),
        id: request.params.id,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(eventAdminRoutes.funnel, {
    summary: 'Staff: registrations, attendance and purchases of the related course, per event',
    description:
      'Purchases are paid orders of the related course, from the event’s start on, by registrants (the account they registered with, or an account with their e-mail). Revenue is in poisha.',
    schemas: { query: EventFunnelQuery, response: EventFunnelList },
    errors: [404],
    handler: async (request) =>
      admin.funnel({ db, query: request.query, requestUrl: requestUrl(request), now: new Date() }),
  });

  defineRoute(eventAdminRoutes.consultations, {
    summary: 'Staff: the consultation follow-up queue, by state',
    schemas: { query: ConsultationQueueQuery, response: ConsultationQueue },
    errors: [404],
    handler: async (request) =>
      admin.consultationQueue({ db, query: request.query, requestUrl: requestUrl(request) }),
  });

  defineRoute(eventAdminRoutes.updateConsultation, {
    summary: 'Staff: move a consultation request on (call back at, contacted, no answer, enrolled, closed)',
    schemas: { params: IdParam, body: ConsultationUpdate, response: ConsultationItem },
    errors: [404],
    handler: async (request) =>
      admin.updateConsultation({
        db,
        staffUserId: signedInUser(request).id,
        id: request.params.id,
        body: request.body,
        now: new Date(),
      }),
  });
}

export const eventAdminModule: ApiModule = { name: 'event-admin', routes: registerEventAdminRoutes };
