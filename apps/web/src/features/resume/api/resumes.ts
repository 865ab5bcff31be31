import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Resume, ResumeCreate, ResumeSummary, ResumeUpdate } from '@dokkho/contract/resume';
import { routePath } from '@dokkho/contract/route';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { resumesRoutes } from '@dokkho/contract/routes/resumes';
import { callApi } from '../../../shared/api/call';
import { apiUrl } from '../../../shared/api/client';
import { fetchPrivateFile } from '../../../shared/api/fetch-private-file';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';
import { saveBlob } from '../../../shared/lib/save-blob';

/**
 * The resume builder's API (issue 7). Every query is personal, keyed under `['me', viewerId, 'resumes']`,
 * so one person's resumes are never shown to the next person signing in on the same phone, and one
 * invalidation refreshes the list after a create, rename, duplicate or delete.
 */
export const resumeKeys = {
  all: (viewerId: string | null) => [...personalQueryPrefix(viewerId ?? 'anonymous'), 'resumes'] as const,
  list: (viewerId: string | null) => [...resumeKeys.all(viewerId), 'list'] as const,
  detail: (viewerId: string | null, id: number) => [...resumeKeys.all(viewerId), 'detail', id] as const,
  certificates: (viewerId: string | null) =>
    [...personalQueryPrefix(viewerId ?? 'anonymous'), 'completed-courses'] as const,
};

export function listResumes(signal?: AbortSignal): Promise<ResumeSummary[]> {
  return callApi(resumesRoutes.list, {}, { signal });
}

export function getResume(id: number, signal?: AbortSignal): Promise<Resume> {
  return callApi(resumesRoutes.get, { params: { id } }, { signal });
}

/** The autosave's call: whole sections, title or settings, on top of `base_revision` (409 when stale). */
export function patchResume(id: number, body: ResumeUpdate): Promise<Resume> {
  return callApi(resumesRoutes.update, { params: { id }, body });
}

export function useResumes() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: resumeKeys.list(viewerId),
    queryFn: ({ signal }) => listResumes(signal),
    enabled: viewerId !== null,
  });
}

export function useResume(id: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: resumeKeys.detail(viewerId, id),
    queryFn: ({ signal }) => getResume(id, signal),
    enabled: viewerId !== null && Number.isInteger(id) && id > 0,
    // The builder keeps its own working copy: no background refetch under it. It reads the server's copy
    // once as it opens (another device may have saved since), then follows its own saves.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** Puts a fresh server copy in the cache (detail) and marks the list stale (title, completion, order). */
export function storeResume(queryClient: QueryClient, viewerId: string | null, resume: Resume) {
  queryClient.setQueryData(resumeKeys.detail(viewerId, resume.id), resume);
  void queryClient.invalidateQueries({ queryKey: resumeKeys.list(viewerId) });
}

function useStoreResume() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return (resume: Resume) => storeResume(queryClient, viewerId, resume);
}

export function useCreateResume() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: (body: ResumeCreate) => callApi(resumesRoutes.create, { body }),
    onSuccess: store,
  });
}

export function useDuplicateResume() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title?: string }) =>
      callApi(resumesRoutes.duplicate, { params: { id }, body: title ? { title } : {} }),
    onSuccess: store,
  });
}

export function useImportResume() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: ({ json, title }: { json: Record<string, unknown>; title?: string }) =>
      callApi(resumesRoutes.importJson, { body: { json_resume: json, ...(title ? { title } : {}) } }),
    onSuccess: store,
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: async (id: number) => {
      await callApi(resumesRoutes.delete, { params: { id } });
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: resumeKeys.detail(viewerId, id) });
      return queryClient.invalidateQueries({ queryKey: resumeKeys.list(viewerId) });
    },
  });
}

/**
 * A one-off save outside the step forms (rename from the list, the finalize page's settings). It reads
 * the latest revision it knows (the cached copy) so it does not trip over the builder's own saves.
 */
export function usePatchResume() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: Omit<ResumeUpdate, 'base_revision'> }) => {
      const cached = queryClient.getQueryData<Resume>(resumeKeys.detail(viewerId, id));
      const base = cached ?? (await getResume(id));
      return patchResume(id, { ...change, base_revision: base.revision });
    },
    onSuccess: (resume) => storeResume(queryClient, viewerId, resume),
  });
}

/** `GET resume/{id}/json-resume/` with the bearer, saved as `{title}.json`. */
export async function downloadJsonResume(id: number, title: string): Promise<void> {
  const blob = await fetchPrivateFile(apiUrl(routePath(resumesRoutes.exportJson, { id })));
  saveBlob(blob, `${fileSafeName(title)}.json`);
}

export function useExportJsonResume() {
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => downloadJsonResume(id, title),
  });
}

/** A title as a file name: letters (Bangla included), digits, spaces, dashes; never a path. */
export function fileSafeName(title: string): string {
  const cleaned = title
    .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, 80) || 'resume';
}

export function useUploadResumePhoto(id: number) {
  const store = useStoreResume();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callApi(resumesRoutes.uploadPhoto, { params: { id }, body: form });
    },
    onSuccess: store,
  });
}

export function useRemoveResumePhoto(id: number) {
  const store = useStoreResume();
  return useMutation({
    mutationFn: () => callApi(resumesRoutes.removePhoto, { params: { id } }),
    onSuccess: store,
  });
}

/** Turns the unlisted public link on (a new token each time) or off. */
export function useShareResume(id: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (on: boolean) =>
      callApi(on ? resumesRoutes.share : resumesRoutes.unshare, { params: { id } }),
    onSuccess: (share) => {
      queryClient.setQueryData<Resume>(resumeKeys.detail(viewerId, id), (old) =>
        old ? { ...old, share_url: share.share_url } : old,
      );
    },
  });
}

/** `GET course/completed-courses/`: the certificates earned on Dokkho, for "Add from Dokkho". */
export function useMyCertificates() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: resumeKeys.certificates(viewerId),
    queryFn: ({ signal }) => callApi(playerRoutes.completedCourses, {}, { signal }),
    enabled: viewerId !== null,
  });
}
