import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AnnouncementInput,
  AnnouncementItem,
  AnnouncementPage,
  TeachingAnnouncement,
  TeachingAnnouncementPage,
  UnsubscribeStatus,
} from '@dokkho/contract/announcements';
import { announcementRoutes } from '@dokkho/contract/routes/announcements';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/** Every announcement query of this viewer: a write invalidates them all. */
const announcementsPrefix = (viewerId: string) =>
  [...personalQueryPrefix(viewerId), 'announcements'] as const;

/** `GET /api/course/announcements/`: the learner's, newest first, of one course or all of theirs. */
export function getMyAnnouncements(
  course: number | null,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  return callApi(
    announcementRoutes.mine,
    {
      query: {
        ...(course !== null && { course }),
        ...(cursor !== undefined && { cursor }),
        limit: 10,
      },
    },
    { signal },
  );
}

export function myAnnouncementsQueryOptions(viewerId: string, course: number | null) {
  return infiniteQueryOptions({
    queryKey: [...announcementsPrefix(viewerId), 'mine', course] as const,
    queryFn: ({ pageParam, signal }) => getMyAnnouncements(course, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useMyAnnouncements(course: number | null) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    ...myAnnouncementsQueryOptions(viewerId ?? '', course),
    enabled: viewerId !== null,
  });
}

/** `GET /api/course/announcements/{id}/`: the one a notification leads to. */
export function useAnnouncement(id: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...announcementsPrefix(viewerId ?? ''), 'one', id] as const,
    queryFn: ({ signal }): Promise<AnnouncementItem> =>
      callApi(announcementRoutes.one, { params: { id: id! } }, { signal }),
    enabled: viewerId !== null && id !== null,
  });
}

/** `GET /api/teaching/courses/{id}/announcements/`: the instructor's, on one of their courses. */
export function useTeachingAnnouncements(courseId: number) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: [...announcementsPrefix(viewerId ?? ''), 'teaching', courseId] as const,
    queryFn: ({ pageParam, signal }): Promise<TeachingAnnouncementPage> =>
      callApi(
        announcementRoutes.teachingList,
        {
          params: { id: courseId },
          query: { ...(pageParam !== undefined && { cursor: pageParam }), limit: 10 },
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: viewerId !== null,
  });
}

function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return () => queryClient.invalidateQueries({ queryKey: announcementsPrefix(viewerId ?? '') });
}

/** `POST /api/teaching/courses/{id}/announcements/`: sends it to every learner of the course. */
export function useCreateAnnouncement(courseId: number) {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (input: AnnouncementInput): Promise<TeachingAnnouncement> =>
      callApi(announcementRoutes.create, { params: { id: courseId }, body: input }),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/teaching/announcements/{id}/`. */
export function useEditAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (input: { id: number } & AnnouncementInput): Promise<TeachingAnnouncement> =>
      callApi(announcementRoutes.edit, {
        params: { id: input.id },
        body: { title: input.title, body: input.body },
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/teaching/announcements/{id}/`. */
export function useDeleteAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (id: number) => callApi(announcementRoutes.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** `GET /api/announcements/unsubscribe/?token=`: what the e-mail's link is about (changes nothing). */
export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: ['announcement-unsubscribe', token] as const,
    queryFn: ({ signal }): Promise<UnsubscribeStatus> =>
      callApi(announcementRoutes.unsubscribeStatus, { query: { token } }, { signal }),
    retry: false,
  });
}

/** `POST /api/announcements/unsubscribe/?token=`: stops (or, subscribed=true, restarts) the e-mails. */
export function useSetSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean): Promise<UnsubscribeStatus> =>
      callApi(announcementRoutes.unsubscribe, {
        query: { token, subscribed: subscribed ? 'true' : 'false' },
      }),
    onSuccess: (status) => queryClient.setQueryData(['announcement-unsubscribe', token], status),
  });
}
