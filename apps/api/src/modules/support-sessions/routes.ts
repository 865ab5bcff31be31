import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NoContent } from '@dokkho/contract/common';
import { supportSessionRoutes as routes } from '@dokkho/contract/routes/support-sessions';
import {
  AdvisorSlotInput,
  AdvisorSlotParam,
  StaffAdvisorSlot,
  StaffAdvisorSlotList,
  SupportBooking,
  SupportBookingInput,
  SupportBookingList,
  SupportBookingParam,
  SupportRescheduleInput,
  SupportSlotList,
} from '@dokkho/contract/support-sessions';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import { deliverQueuedEmails } from '../outbox/service';
import type { ApiModule, ModuleContext } from '../context';
import * as sessions from './service';

/** Support sessions with a career advisor (issue 18 item 6, docs/decisions/043). */
async function registerSupportSessionRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const mailer = (request: FastifyRequest): sessions.SessionMailer => ({
    origin: context.publicUrl,
    deliver: (ids) =>
      context.mail.background.run('support session e-mails', () =>
        deliverQueuedEmails({ db, sender: context.mail.sender, log: request.log, ids }),
      ),
  });
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['support-sessions'] });

  defineRoute(routes.slots, {
    summary: 'The free one-to-one slots with a career advisor in the next 30 days, soonest first',
    schemas: { response: SupportSlotList },
    handler: async (_request, reply) => {
      // Booked slots must leave the list at once: no shared cache.
      reply.header('Cache-Control', 'no-store');
      return sessions.listFreeSlots({ db, now: new Date() });
    },
  });

  defineRoute(routes.mine, {
    summary: "The signed-in learner's sessions that have not ended, with their join links",
    schemas: { response: SupportBookingList },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return sessions.listMyBookings({ db, userId: signedInUser(request).id, now: new Date() });
    },
  });

  defineRoute(routes.book, {
    summary: 'Book a free slot (one upcoming session at a time; 409 when someone took it first)',
    schemas: { body: SupportBookingInput, response: SupportBooking },
    status: 201,
    errors: [409],
    config: context.rateLimit(20),
    handler: async (request, reply) => {
      const booking = await sessions.book({
        db,
        mailer: mailer(request),
        userId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(booking);
    },
  });

  defineRoute(routes.reschedule, {
    summary: 'Move your booking to another free slot, in one step',
    schemas: { params: SupportBookingParam, body: SupportRescheduleInput, response: SupportBooking },
    errors: [409],
    config: context.rateLimit(20),
    handler: async (request) =>
      sessions.reschedule({
        db,
        mailer: mailer(request),
        userId: signedInUser(request).id,
        bookingId: request.params.id,
        slotId: request.body.slot_id,
        now: new Date(),
      }),
  });

  defineRoute(routes.cancel, {
    summary: 'Cancel your booking (the slot is free again)',
    schemas: { params: SupportBookingParam, response: NoContent },
    status: 204,
    errors: [409],
    handler: async (request, reply) => {
      await sessions.cancel({
        db,
        userId: signedInUser(request).id,
        bookingId: request.params.id,
        now: new Date(),
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(routes.staffList, {
    summary: 'Staff: advisor slots from a week ago on, with their bookings',
    schemas: { response: StaffAdvisorSlotList },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return sessions.listStaffSlots({ db, now: new Date() });
    },
  });

  defineRoute(routes.staffCreate, {
    summary: 'Staff: publish an advisor slot (start on a Dhaka clock)',
    schemas: { body: AdvisorSlotInput, response: StaffAdvisorSlot },
    status: 201,
    handler: async (request, reply) => {
      const slot = await sessions.createSlot({
        db,
        staffId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(slot);
    },
  });

  defineRoute(routes.staffCancel, {
    summary: 'Staff: cancel a slot (its booked learner is told in the bell and by e-mail)',
    schemas: { params: AdvisorSlotParam, response: NoContent },
    status: 204,
    errors: [409],
    handler: async (request, reply) => {
      await sessions.cancelSlot({
        db,
        mailer: mailer(request),
        staffId: signedInUser(request).id,
        slotId: request.params.id,
        now: new Date(),
      });
      return reply.status(204).send(null);
    },
  });
}

export const supportSessionsModule: ApiModule = {
  name: 'support-sessions',
  routes: registerSupportSessionRoutes,
};
