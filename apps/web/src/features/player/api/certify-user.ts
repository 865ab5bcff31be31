import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertifyResponse } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `POST /api/course/certify-user/` (bearer): the certificate of a completed course, issued the first time
 * and the same one after (safe to repeat). 400 says what is left to do.
 */
export function certifyUser(courseId: number): Promise<CertifyResponse> {
  return callApi(playerRoutes.certify, { body: { course_id: courseId } });
}

export function useCertifyUser(courseId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: () => certifyUser(courseId),
    onSuccess: () => {
      // The course is now completed: the dashboard's lists and the course page show it when next opened.
      if (viewerId)
        void queryClient.invalidateQueries({ queryKey: personalQueryPrefix(viewerId), refetchType: 'none' });
    },
  });
}
