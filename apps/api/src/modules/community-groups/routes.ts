import type { FastifyInstance } from 'fastify';
import { NoContent } from '@dokkho/contract/common';
import {
  CommunityGroupInput,
  CommunityGroupList,
  CommunityGroupParam,
  CommunityGroupUpdate,
  StaffCommunityGroup,
  StaffCommunityGroupList,
} from '@dokkho/contract/community-groups';
import { communityGroupRoutes as routes } from '@dokkho/contract/routes/community-groups';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as groups from './service';

/** The community's groups and their join clicks (issue 18 item 7, docs/decisions/043). */
async function registerCommunityGroupRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['community-groups'] });

  defineRoute(routes.list, {
    summary: 'The active community groups (WhatsApp, Facebook, Telegram) by topic, in the reader’s language',
    schemas: { response: CommunityGroupList },
    handler: async (request, reply) => groups.listGroups({ db, locale: contentLanguage(request, reply) }),
  });

  defineRoute(routes.click, {
    summary: 'Count a join click (repeats by one visitor within 10 minutes count once)',
    schemas: { params: CommunityGroupParam, response: NoContent },
    status: 204,
    config: context.rateLimit(60),
    handler: async (request, reply) => {
      await groups.countClick({
        db,
        groupId: request.params.id,
        visitor: groups.visitorKey({
          userId: request.user?.id ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          secret: context.authSecret,
        }),
        now: new Date(),
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(routes.staffList, {
    summary: 'Staff: every community group with its join clicks',
    schemas: { response: StaffCommunityGroupList },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return groups.listStaffGroups({ db, now: new Date() });
    },
  });

  defineRoute(routes.staffCreate, {
    summary: 'Staff: add a community group',
    schemas: { body: CommunityGroupInput, response: StaffCommunityGroup },
    status: 201,
    handler: async (request, reply) => {
      const group = await groups.createGroup({
        db,
        staffId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      });
      return reply.status(201).send(group);
    },
  });

  defineRoute(routes.staffUpdate, {
    summary: 'Staff: edit a community group, or switch it off (active: false)',
    schemas: { params: CommunityGroupParam, body: CommunityGroupUpdate, response: StaffCommunityGroup },
    handler: async (request) =>
      groups.updateGroup({
        db,
        staffId: signedInUser(request).id,
        groupId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  });
}

export const communityGroupsModule: ApiModule = {
  name: 'community-groups',
  routes: registerCommunityGroupRoutes,
};
