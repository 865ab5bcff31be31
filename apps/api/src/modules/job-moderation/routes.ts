import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  DismissReportResponse,
  HiringLeadListResponse,
  HiringLeadQuery,
  HiringLeadRow,
} from '@dokkho/contract/moderation';
import type { Database } from '@dokkho/db';
import { BEARER_SECURITY, type AuthGuards } from '../../plugins/auth';
import * as moderation from './service';

const TAGS = ['staff'];

/** Staff follow-up of the job board: dismissing reports that need no action, and the /hiringpage leads. */
export async function jobModerationRoutes(
  app: FastifyInstance,
  options: { db: Database; guards: AuthGuards; publicUrl: string },
) {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = options.guards.requireRole('staff');
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);

  routes.post(
    '/admin/job-reports/:id/dismiss/',
    {
      onRequest: staffOnly,
      schema: {
        tags: TAGS,
        summary: 'Staff: dismiss a job report that needs no action',
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          200: DismissReportResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) => moderation.dismissReport({ db, id: request.params.id, now: new Date() }),
  );

  routes.get(
    '/admin/hiring-leads/',
    {
      onRequest: staffOnly,
      schema: {
        tags: TAGS,
        summary: 'Staff: /hiringpage leads, open (oldest first) or contacted',
        security: BEARER_SECURITY,
        querystring: HiringLeadQuery,
        response: {
          200: HiringLeadListResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return moderation.listHiringLeads({ db, query: request.query, requestUrl: requestUrl(request) });
    },
  );

  routes.post(
    '/admin/hiring-leads/:id/contacted/',
    {
      onRequest: staffOnly,
      schema: {
        tags: TAGS,
        summary: 'Staff: mark a hiring lead followed up',
        security: BEARER_SECURITY,
        params: IdParam,
        response: {
          200: HiringLeadRow,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) => moderation.markLeadContacted({ db, id: request.params.id, now: new Date() }),
  );
}
