import { useQuery } from '@tanstack/react-query';
import type { PublicResume } from '@dokkho/contract/resume';
import { routePath } from '@dokkho/contract/route';
import { resumesRoutes } from '@dokkho/contract/routes/resumes';
import { callApi } from '../../../shared/api/call';
import { apiUrl } from '../../../shared/api/client';

/**
 * A resume its owner shared at /r/{token} (issue 7 item 8): `GET /api/resume/public/{token}/`, no sign-in,
 * so nothing personal to the viewer is sent or cached under their id. 404 once the owner stops sharing.
 */
export function getPublicResume(token: string, signal?: AbortSignal): Promise<PublicResume> {
  return callApi(resumesRoutes.publicResume, { params: { token } }, { signal });
}

export function usePublicResume(token: string, enabled = true) {
  return useQuery({
    queryKey: ['resume', 'public', token] as const,
    queryFn: ({ signal }) => getPublicResume(token, signal),
    enabled,
  });
}

export const publicResumePdfUrl = (token: string) => apiUrl(routePath(resumesRoutes.publicPdf, { token }));
