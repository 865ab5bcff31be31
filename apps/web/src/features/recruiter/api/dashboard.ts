import { hiringRoutes } from '@dokkho/contract/routes/hiring';
import { callApi } from '../../../shared/api/call';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsRead,
  RecruiterDashboard,
  RecruiterNotificationList,
} from '@dokkho/contract/hiring';
import { RECRUITER_KEY } from './keys';

/** `GET /api/jobs/recruiter/dashboard/`: /hr-dashboard's numbers and the newest applicants. */
export function getRecruiterDashboard(signal?: AbortSignal): Promise<RecruiterDashboard> {
  return callApi(hiringRoutes.dashboard, {}, { signal });
}

export function useRecruiterDashboard() {
  return useQuery({
    queryKey: [...RECRUITER_KEY, 'dashboard'] as const,
    queryFn: ({ signal }) => getRecruiterDashboard(signal),
  });
}

export const NOTIFICATIONS_KEY = [...RECRUITER_KEY, 'notifications'] as const;

/** `GET /api/jobs/notifications/`: the 30 newest and the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<RecruiterNotificationList> {
  return callApi(hiringRoutes.notifications, {}, { signal });
}

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    // New applications arrive while the dashboard is open: the bell checks every two minutes.
    refetchInterval: 120_000,
  });
}

/** `POST /api/jobs/notifications/read/`: these ids, or all of them without `ids`. */
export function markNotificationsRead(body: MarkNotificationsRead): Promise<RecruiterNotificationList> {
  return callApi(hiringRoutes.markNotificationsRead, { body });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async ({ ids }) => {
      // Shown read at once; the reply (the list) confirms it.
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      queryClient.setQueryData<RecruiterNotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const marks = (id: number) => !ids || ids.includes(id);
        const results = list.results.map((n) => (marks(n.id) ? { ...n, read: true } : n));
        const newlyRead = list.results.filter((n) => !n.read && marks(n.id)).length;
        return { unread: ids ? Math.max(0, list.unread - newlyRead) : 0, results };
      });
    },
    // The reply is the fresh list.
    onSuccess: (list) => queryClient.setQueryData(NOTIFICATIONS_KEY, list),
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
