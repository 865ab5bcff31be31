import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParam } from '@dokkho/contract/common';
import {
  ConsultationCreated,
  EVENT_TICKET_HEADER,
  EventDetail,
  EventDetailMessage,
  EventJoin,
  EventList,
  EventListQuery,
  EventRecording,
  EventRegistrationCancelled,
  EventRegistrationCreated,
  EventRegistrationDetail,
  EventResendRequest,
  EventTicket,
  EventTicketQuery,
  FreeClassList,
  FreeClassListQuery,
  FreeClassRegistrationRequest,
  IcsFile,
  MasterclassConsultationRequest,
  MasterclassRegistrationRequest,
  MyEvents,
  UpcomingMasterclass,
} from '@dokkho/contract/events';
import { eventRoutes as routes } from '@dokkho/contract/routes/events';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { messageLocale } from '../../lib/request-locale';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as events from './service';
import * as repo from './repo';
import { registrationPagePath, ticketHash } from './ticket';

/** Sends committed outbox rows (e-mail and SMS) of event messages, after the answer. */
function eventDelivery(context: ModuleContext, log: FastifyBaseLogger) {
  return (queued: events.Queued) =>
    events.deliverEventMessages(
      { db: context.db, emailSender: context.mail.sender, smsSender: context.sms, log },
      queued,
    );
}

const TicketLinkParams = z.object({ ticket: EventTicket });

/**
 * Masterclasses and free classes (issue 18, ADR 042): the public lists and pages, registration, the
 * registrant's page, join, recording and calendar, and consultation requests.
 */
async function registerEventRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['events'] });
  const dispatch = { secret: context.authSecret, origin: context.publicUrl };
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);
  const userId = (request: FastifyRequest) => request.user?.id ?? null;
  const ticketOf = (request: FastifyRequest<{ Querystring: { ticket?: string | undefined } }>) => {
    const header = request.headers[EVENT_TICKET_HEADER];
    const fromHeader =
      typeof header === 'string' && EventTicket.safeParse(header).success ? header : undefined;
    return request.query.ticket ?? fromHeader;
  };
  const deliver = (request: FastifyRequest) => {
    const send = eventDelivery(context, request.log);
    return (queued: events.Queued) => context.mail.background.run('event messages', () => send(queued));
  };
  // Personal answers (the caller's registration) must not be cached by anyone.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
  });

  defineRoute(routes.masterclasses, {
    summary: 'Masterclasses: upcoming (soonest first) or past (latest first), with the caller’s registration',
    schemas: { query: EventListQuery, response: EventList },
    handler: async (request, reply) =>
      events.listEvents({
        db,
        kind: 'masterclass',
        query: request.query,
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(routes.upcomingMasterclass, {
    summary: 'The next scheduled masterclass that has not ended (the home page teaser), or null',
    schemas: { response: UpcomingMasterclass },
    handler: async (request, reply) => ({
      masterclass: await events.nextEvent({
        db,
        kind: 'masterclass',
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
      }),
    }),
  });

  defineRoute(routes.masterclass, {
    summary: 'One masterclass: speaker, agenda, seats left, related course, the caller’s registration',
    schemas: { params: IdParam, response: EventDetail },
    errors: [404],
    handler: async (request, reply) =>
      events.getEvent({
        db,
        kind: 'masterclass',
        eventId: request.params.id,
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
        ticket: ticketOf(request as never),
      }),
  });

  defineRoute(routes.registerMasterclass, {
    summary: 'Registers for a masterclass (a seat, or the waiting list when full); answers the ticket once',
    description:
      'A second registration with the same e-mail or phone is a 409 naming the field; closed, cancelled or started events are 409 too.',
    schemas: { body: MasterclassRegistrationRequest, response: EventRegistrationCreated },
    status: 201,
    errors: [404, 409],
    config: context.rateLimit(20),
    handler: async (request, reply) => {
      const created = await events.register({
        db,
        context: dispatch,
        now: new Date(),
        locale: messageLocale(request.headers),
        userId: userId(request),
        deliver: deliver(request),
        input: {
          kind: 'masterclass',
          eventId: request.body.masterclass_id,
          name: request.body.name,
          phone: request.body.phone,
          email: request.body.email,
          profession: request.body.profession,
        },
      });
      reply.code(201);
      return { detail: detailOf(created.registration.status), ...created };
    },
  });

  defineRoute(routes.requestConsultation, {
    summary: 'Asks an advisor to call back (staff’s follow-up queue)',
    schemas: { body: MasterclassConsultationRequest, response: ConsultationCreated },
    status: 201,
    errors: [404],
    config: context.rateLimit(10),
    handler: async (request, reply) => {
      const created = await events.requestConsultation({ db, userId: userId(request), input: request.body });
      reply.code(201);
      return created;
    },
  });

  defineRoute(routes.freeClasses, {
    summary: 'Free classes, upcoming or past, by topic (a genre slug), and the topics there are',
    schemas: { query: FreeClassListQuery, response: FreeClassList },
    handler: async (request, reply) =>
      events.listFreeClasses({
        db,
        kind: 'free_class',
        query: request.query,
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(routes.freeClass, {
    summary: 'One free class, with the caller’s registration',
    schemas: { params: IdParam, response: EventDetail },
    errors: [404],
    handler: async (request, reply) =>
      events.getEvent({
        db,
        kind: 'free_class',
        eventId: request.params.id,
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
        ticket: ticketOf(request as never),
      }),
  });

  defineRoute(routes.registerFreeClass, {
    summary: 'Books a free class (a seat, or the waiting list when full); answers the ticket once',
    schemas: { body: FreeClassRegistrationRequest, response: EventRegistrationCreated },
    status: 201,
    errors: [404, 409],
    config: context.rateLimit(20),
    handler: async (request, reply) => {
      const created = await events.register({
        db,
        context: dispatch,
        now: new Date(),
        locale: messageLocale(request.headers),
        userId: userId(request),
        deliver: deliver(request),
        input: {
          kind: 'free_class',
          eventId: request.body.free_class_id,
          name: request.body.name,
          phone: request.body.phone,
          email: request.body.email,
        },
      });
      reply.code(201);
      return { detail: detailOf(created.registration.status), ...created };
    },
  });

  defineRoute(routes.resendRegistration, {
    summary: 'Sends the joining details again to the e-mail on file (same answer whether or not one matched)',
    schemas: { body: EventResendRequest, response: EventDetailMessage },
    status: 202,
    config: context.rateLimit(3),
    handler: async (request, reply) => {
      const answer = await events.resendRegistration({
        db,
        context: dispatch,
        now: new Date(),
        deliver: deliver(request),
        eventId: request.body.event_id,
        email: request.body.email,
        phone: request.body.phone,
      });
      reply.code(202);
      return answer;
    },
  });

  defineRoute(routes.registration, {
    summary: 'A registration, for its owner or the ticket: the event, calendar links, join window',
    schemas: { params: IdParam, query: EventTicketQuery, response: EventRegistrationDetail },
    errors: [404],
    handler: async (request, reply) =>
      events.getRegistration({
        db,
        registrationId: request.params.id,
        ticket: ticketOf(request),
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
        origin: context.publicUrl,
      }),
  });

  defineRoute(routes.cancelRegistration, {
    summary: 'Cancels a registration before the start; a freed seat goes to the oldest waiting',
    schemas: { params: IdParam, query: EventTicketQuery, response: EventRegistrationCancelled },
    errors: [404, 409],
    handler: async (request) =>
      events.cancelRegistration({
        db,
        context: dispatch,
        now: new Date(),
        userId: userId(request),
        deliver: deliver(request),
        registrationId: request.params.id,
        ticket: ticketOf(request),
      }),
  });

  defineRoute(routes.myEvents, {
    summary: 'The signed-in learner’s registrations, upcoming and past',
    schemas: { response: MyEvents },
    handler: async (request, reply) =>
      events.myEvents({
        db,
        userId: signedInUser(request).id,
        locale: contentLanguage(request, reply),
        now: new Date(),
      }),
  });

  defineRoute(routes.join, {
    summary: 'The meeting link, for a confirmed registrant, from 15 minutes before the start to the end',
    description:
      'Records attendance (the first click). 409 before the window opens (with when), 403 for others.',
    schemas: { params: IdParam, query: EventTicketQuery, response: EventJoin },
    errors: [403, 404, 409],
    handler: async (request) =>
      events.join({
        db,
        eventId: request.params.id,
        ticket: ticketOf(request),
        locale: messageLocale(request.headers),
        now: new Date(),
        userId: userId(request),
      }),
  });

  defineRoute(routes.recording, {
    summary: 'The recording: for registrants (account or ticket), for everyone once public',
    schemas: { params: IdParam, query: EventTicketQuery, response: EventRecording },
    errors: [403, 404],
    handler: async (request, reply) =>
      events.recording({
        db,
        eventId: request.params.id,
        ticket: ticketOf(request),
        locale: contentLanguage(request, reply),
        now: new Date(),
        userId: userId(request),
      }),
  });

  defineRoute(routes.calendar, {
    summary: 'The event as an iCalendar file (no personal data)',
    schemas: { params: IdParam, response: IcsFile },
    produces: ['text/calendar'],
    errors: [404],
    handler: async (request, reply) => {
      const ics = await events.calendarFile({
        db,
        eventId: request.params.id,
        locale: contentLanguage(request, reply),
        origin: context.publicUrl,
        now: new Date(),
      });
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .header('Content-Disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  });

  // The short link of SMS and e-mails: to the registration page, the ticket in the fragment.
  app.get<{ Params: { ticket: string } }>(
    '/e/:ticket',
    {
      schema: {
        tags: ['events'],
        summary:
          'A registration’s short link: 303 to its page (the ticket in the fragment), or the home page',
        params: TicketLinkParams,
      },
    },
    async (request, reply) => {
      const registration = await repo.findRegistrationByTicket(db, ticketHash(request.params.ticket));
      const location = registration
        ? registrationPagePath(registration.eventId, registration.id, request.params.ticket)
        : '/free-classes';
      return reply.header('Cache-Control', 'no-store').redirect(`${context.publicUrl}${location}`, 303);
    },
  );
}

function detailOf(status: 'confirmed' | 'waitlisted' | 'cancelled') {
  return status === 'waitlisted' ? REGISTRATION_MESSAGES.waitlisted : REGISTRATION_MESSAGES.confirmed;
}

const REGISTRATION_MESSAGES = {
  confirmed: 'You are registered. We have sent the details to your e-mail and phone.',
  waitlisted: 'This class is full, so you are on the waiting list. We will tell you as soon as a seat opens.',
};

export const eventsModule: ApiModule = { name: 'events', routes: registerEventRoutes };
