import type { FastifyInstance } from 'fastify';
import {
  NotificationItem,
  NotificationList,
  NotificationListQuery,
  NotificationParamsPath,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationUnreadCount,
  PushDevice,
  PushPublicKey,
  PushSubscriptionInput,
  PushUnsubscribeInput,
} from '@dokkho/contract/notifications';
import { NoContent } from '@dokkho/contract/common';
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
    summary: 'Which kinds of notification you also get by e-mail, and on your devices',
    schemas: { response: NotificationPreferences },
    handler: async (request) => notifications.getPreferences({ db, userId: signedInUser(request).id }),
  });

  defineRoute(notificationRoutes.updatePreferences, {
    summary: 'Switch the e-mail or the push of some kinds of notification on or off',
    schemas: { body: NotificationPreferencesUpdate, response: NotificationPreferences },
    handler: async (request) =>
      notifications.updatePreferences({
        db,
        userId: signedInUser(request).id,
        input: request.body,
        now: new Date(),
      }),
  });

  defineRoute(notificationRoutes.pushKey, {
    summary: 'The VAPID public key a browser subscribes to push with',
    description: '`public_key` is null when this server does not push (no VAPID keys).',
    schemas: { response: PushPublicKey },
    handler: async () => ({ public_key: context.push.publicKey }),
  });

  defineRoute(notificationRoutes.pushSubscribe, {
    summary: "Turn on notifications on this device: the browser's push subscription",
    description:
      "The JSON of the browser's PushSubscription. An endpoint already known is renewed and moves to you (a shared browser). 503 when this server does not push.",
    schemas: { body: PushSubscriptionInput, response: PushDevice },
    status: 201,
    errors: [503],
    handler: async (request, reply) => {
      const device = await notifications.subscribePush({
        db,
        userId: signedInUser(request).id,
        input: request.body,
        pushEnabled: context.push.publicKey !== null,
        production: context.config.env === 'production',
        now: new Date(),
      });
      return reply.status(201).send(device);
    },
  });

  defineRoute(notificationRoutes.pushUnsubscribe, {
    summary: 'Turn off notifications on one of your devices',
    description: 'By its endpoint; an endpoint that is not yours is a 404, as one that is not there.',
    schemas: { body: PushUnsubscribeInput, response: NoContent },
    status: 204,
    errors: [404],
    handler: async (request, reply) => {
      await notifications.unsubscribePush({
        db,
        userId: signedInUser(request).id,
        endpoint: request.body.endpoint,
      });
      return reply.status(204).send(null);
    },
  });
}

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: registerNotificationRoutes,
};
