import type {
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
} from '../notifications';
import type { NoContent } from '../common';
import { route } from '../route';

/** Issue 17 item 8: the notification centre of every signed-in user; each reads and marks only their own. */
export const notificationRoutes = {
  list: route<{ query: typeof NotificationListQuery; response: typeof NotificationList }>()(
    'GET',
    '/notifications/',
    'user',
  ),
  unreadCount: route<{ response: typeof NotificationUnreadCount }>()(
    'GET',
    '/notifications/unread-count/',
    'user',
  ),
  markRead: route<{ params: typeof NotificationParamsPath; response: typeof NotificationItem }>()(
    'POST',
    '/notifications/:id/read/',
    'user',
  ),
  markAllRead: route<{ response: typeof NotificationUnreadCount }>()(
    'POST',
    '/notifications/read-all/',
    'user',
  ),
  preferences: route<{ response: typeof NotificationPreferences }>()(
    'GET',
    '/notifications/preferences/',
    'user',
  ),
  updatePreferences: route<{
    body: typeof NotificationPreferencesUpdate;
    response: typeof NotificationPreferences;
  }>()('PUT', '/notifications/preferences/', 'user'),
  /** Web Push (docs/decisions/037): the key to subscribe with, and this browser's subscription. */
  pushKey: route<{ response: typeof PushPublicKey }>()('GET', '/notifications/push/key/', 'user'),
  pushSubscribe: route<{ body: typeof PushSubscriptionInput; response: typeof PushDevice }>()(
    'POST',
    '/notifications/push/subscriptions/',
    'user',
  ),
  pushUnsubscribe: route<{ body: typeof PushUnsubscribeInput; response: typeof NoContent }>()(
    'DELETE',
    '/notifications/push/subscriptions/',
    'user',
  ),
};
