import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  DismissReportResponse,
  HiringLeadListResponse,
  HiringLeadQuery,
  HiringLeadRow,
} from '@dokkho/contract/moderation';
import { jobModerationRoutes } from '@dokkho/contract/routes/hiring';
import { routeDefiner } from '../../lib/define-route';
import type { ApiModule, ModuleContext } from '../context';
import * as moderation from './service';

/** Staff follow-up of the job board: dismissing reports that need no action, and the /hiringpage leads. */
async function registerJobModerationRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['staff'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);

  defineRoute(jobModerationRoutes.dismissReport, {
    summary: 'Staff: dismiss a job report that needs no action',
    schemas: { params: IdParam, response: DismissReportResponse },
    handler: async (request) => moderation.dismissReport({ db, id: request.params.id, now: new Date() }),
  });

  defineRoute(jobModerationRoutes.hiringLeads, {
    summary: 'Staff: /hiringpage leads, open (oldest first) or contacted',
    schemas: { query: HiringLeadQuery, response: HiringLeadListResponse },
    errors: [404],
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return moderation.listHiringLeads({ db, query: request.query, requestUrl: requestUrl(request) });
    },
  });

  defineRoute(jobModerationRoutes.leadContacted, {
    summary: 'Staff: mark a hiring lead followed up',
    schemas: { params: IdParam, response: HiringLeadRow },
    handler: async (request) => moderation.markLeadContacted({ db, id: request.params.id, now: new Date() }),
  });
}

export const jobModerationModule: ApiModule = { name: 'job-moderation', routes: registerJobModerationRoutes };
