import { useMutation } from '@tanstack/react-query';
import type { HandbookDownloadRequest, HandbookDownloadResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/**
 * `POST /api/course/handbook-download/{id}/`: leaves the reader's name and a way to reach them, answers
 * the signed download link. No bearer: the form is the same for everyone.
 */
export function downloadHandbook(
  handbookId: number,
  input: HandbookDownloadRequest,
): Promise<HandbookDownloadResponse> {
  return callApi(learningRoutes.handbookDownload, { params: { id: handbookId }, body: input });
}

export function useDownloadHandbook(handbookId: number) {
  return useMutation({
    mutationFn: (input: HandbookDownloadRequest) => downloadHandbook(handbookId, input),
  });
}
