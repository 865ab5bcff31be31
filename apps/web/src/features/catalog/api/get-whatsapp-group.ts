import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import type { WhatsappGroup } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';

/** `GET /api/marketing/whatsapp-number/{id}/` (bearer, enrolled learners): null when the course has none. */
export async function getWhatsappGroup(
  courseId: number,
  signal?: AbortSignal,
): Promise<WhatsappGroup | null> {
  try {
    return await callApi(learningRoutes.whatsappGroup, { params: { id: courseId } }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Asked only for an enrolled viewer: for anyone else the server answers 403. */
export function useWhatsappGroup(courseId: number, enrolled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['me', viewerId ?? '', 'whatsapp-group', courseId] as const,
    queryFn: ({ signal }) => getWhatsappGroup(courseId, signal),
    enabled: enrolled && viewerId !== null,
    staleTime: 10 * 60_000,
  });
}
