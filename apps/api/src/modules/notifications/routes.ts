import type { FastifyInstance } from 'fastify';
import {
  NotificationItem,
  NotificationList,
  NotificationListQuery,
  NotificationParamsPath,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationUnreadCount,
} from '@dokkho/contract/notifications';
import { notificationRoutes } from '@dokkho/contract/routes/notifications';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as notifications from './service';

/** Issue 17 item 8: every signed-in user's notification centre; each reads and marks only their own. */
async function registerNotificationRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['notifications'] });

  // Personal: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
  });

  defineRoute(notificationRoutes.list, {
    summary: 'Your notifications, newest first, a page at a time',
    description:
      'Pass `before` (the `next_cursor` of the previous page) for the next page; `unread=true` lists only the unread. Each is its kind and parameters, worded by the client in the reader\u2019s language.',
    schemas: { query: NotificationListQuery, response: NotificationList },
    handler: async (request) =>
      notifications.listNotifications({ db, userId: signedInUser(request).id, query: request.query }),
  });

  defineRoute(notificationRoutes.unreadCount, {
    summary: 'How many of your notifications are unread (the bell polls it)',
    schemas: { response: NotificationUnreadCount },
    handler: async (request) => notifications.unreadCount({ db, userId: signedInUser(request).id }),
  });

  defineRoute(notificationRoutes.markRead, {
    summary: 'Mark one of your notifications read',
    schemas: { params: NotificationParamsPath, response: NotificationItem },
    handler: async (request) =>
      notifications.markRead({
        db,
        userId: signedInUser(request).id,
        id: request.params.id,
        now: new Date(),
      }),
  });

  defineRoute(notificationRoutes.markAllRead, {
    summary: 'Mark all your notifications read',
    schemas: { response: NotificationUnreadCount },
    handler: async (request) =>
      notifications.markAllRead({ db, userId: signedInUser(request).id, now: new Date() }),
  });

  defineRoute(notificationRoutes.preferences, {
    summary: 'Which kinds of notification you also get by e-mail',
    schemas: { response: NotificationPreferences },
    handler: async (request) => notifications.getPreferences({ db, userId: signedInUser(request).id }),
  });

  defineRoute(notificationRoutes.updatePreferences, {
    summary: 'Switch the e-mail of some kinds of notification on or off',
    schemas: { body: NotificationPreferencesUpdate, response: NotificationPreferences },
    handler: async (request) =>
      notifications.updatePreferences({
        db,
        userId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      }),
  });
}

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: registerNotificationRoutes,
};
