import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  NotificationItem,
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@dokkho/contract/notifications';
import { notificationRoutes } from '@dokkho/contract/routes/notifications';
import { callApi } from '../../../shared/api/call';
import { useAccessToken } from '../../../shared/auth/use-session';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;
const LATEST_KEY = [...NOTIFICATIONS_KEY, 'latest'] as const;
const HISTORY_KEY = [...NOTIFICATIONS_KEY, 'history'] as const;
const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** The bell's dropdown shows this many; the page has the rest. */
export const LATEST_SIZE = 6;
const PAGE_SIZE = 20;

/** How often the bell asks, besides when the tab comes back into focus: gently, never a tight loop. */
export const UNREAD_POLL_MS = 60_000;

/** `GET /api/notifications/unread-count/`: signed in only, every minute and on focus. */
export function useUnreadCount() {
  const token = useAccessToken();
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: ({ signal }) => callApi(notificationRoutes.unreadCount, {}, { signal }),
    enabled: Boolean(token),
    refetchInterval: UNREAD_POLL_MS,
    // Not while the tab is hidden: a phone in a pocket makes no calls.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/** `GET /api/notifications/?limit=6`: the newest, fetched when the bell opens. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: LATEST_KEY,
    queryFn: ({ signal }) => callApi(notificationRoutes.list, { query: { limit: LATEST_SIZE } }, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** The history page: pages of 20 by cursor, newest first. */
export function useNotificationHistory() {
  return useInfiniteQuery({
    queryKey: HISTORY_KEY,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        notificationRoutes.list,
        { query: { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (last: NotificationList) => last.next_cursor ?? undefined,
  });
}

/** Shows `ids` (or all) read in every cached list and the count, before the server answers. */
function markReadInCache(queryClient: QueryClient, ids: number[] | 'all') {
  const marks = (item: NotificationItem) => ids === 'all' || ids.includes(item.id);
  let newlyRead = 0;
  const update = (list: NotificationList): NotificationList => ({
    ...list,
    results: list.results.map((item) => (marks(item) ? { ...item, read: true } : item)),
  });
  queryClient.setQueryData<NotificationList>(LATEST_KEY, (list) => {
    if (!list) return list;
    newlyRead = list.results.filter((item) => !item.read && marks(item)).length;
    return update(list);
  });
  queryClient.setQueryData<{ pages: NotificationList[]; pageParams: unknown[] }>(HISTORY_KEY, (data) => {
    if (!data) return data;
    if (newlyRead === 0) {
      newlyRead = data.pages.flatMap((page) => page.results).filter((i) => !i.read && marks(i)).length;
    }
    return { ...data, pages: data.pages.map(update) };
  });
  queryClient.setQueryData<{ unread: number }>(COUNT_KEY, (count) =>
    count ? { unread: ids === 'all' ? 0 : Math.max(0, count.unread - newlyRead) } : count,
  );
}

/** `POST /api/notifications/{id}/read/`. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(notificationRoutes.markRead, { params: { id } }),
    onMutate: (id) => markReadInCache(queryClient, [id]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUNT_KEY }),
  });
}

/** `POST /api/notifications/read-all/`. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationRoutes.markAllRead, {}),
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSuccess: (count) => queryClient.setQueryData(COUNT_KEY, count),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** `GET /api/notifications/preferences/`. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => callApi(notificationRoutes.preferences, {}, { signal }),
  });
}

/** `PUT /api/notifications/preferences/`: one switch at a time, shown at once, put back on failure. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) =>
      callApi(notificationRoutes.updatePreferences, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_KEY });
      const before = queryClient.getQueryData<NotificationPreferences>(PREFERENCES_KEY);
      if (before) {
        queryClient.setQueryData<NotificationPreferences>(PREFERENCES_KEY, {
          email: { ...before.email, ...(body.email as NotificationPreferences['email'] | undefined) },
          push: { ...before.push, ...(body.push as NotificationPreferences['push'] | undefined) },
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(PREFERENCES_KEY, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer),
  });
}

const PUSH_KEY = [...NOTIFICATIONS_KEY, 'push-key'] as const;

/** `GET /api/notifications/push/key/`: null when the server does not push. */
export function usePushKey() {
  return useQuery({
    queryKey: PUSH_KEY,
    queryFn: ({ signal }) => callApi(notificationRoutes.pushKey, {}, { signal }),
    staleTime: Infinity,
  });
}

/** `POST /api/notifications/push/subscriptions/`: this browser's subscription. */
export function savePushSubscription(subscription: PushSubscription, userAgent: string) {
  const json = subscription.toJSON();
  return callApi(notificationRoutes.pushSubscribe, {
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      user_agent: userAgent,
    },
  });
}

/** `DELETE /api/notifications/push/subscriptions/`. */
export function deletePushSubscription(endpoint: string) {
  return callApi(notificationRoutes.pushUnsubscribe, { body: { endpoint } });
}
