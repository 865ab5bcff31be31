import { searchRoutes } from '@dokkho/contract/routes/search';
import type { SynonymInput, SynonymListResponse } from '@dokkho/contract/search';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffSynonymsPrefix } from './staff-keys';

export const SYNONYMS_PAGE_SIZE = 24;

export interface SynonymFilters {
  search: string;
  page: number;
}

/** `GET /api/admin/search-synonyms/?search=&page=` (bearer, staff): the search vocabulary, A to Z. */
export function getSynonyms(filters: SynonymFilters, signal?: AbortSignal): Promise<SynonymListResponse> {
  return callApi(
    searchRoutes.synonyms,
    {
      query: {
        page: filters.page,
        page_size: SYNONYMS_PAGE_SIZE,
        ...(filters.search ? { search: filters.search } : {}),
      },
    },
    { signal },
  );
}

export function useSynonyms(filters: SynonymFilters) {
  const viewerId = useViewerId();
  return useQuery({
    ...queryOptions({
      queryKey: [...staffSynonymsPrefix(viewerId ?? ''), filters.search, filters.page] as const,
      queryFn: ({ signal }) => getSynonyms(filters, signal),
      staleTime: 0,
    }),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

function useRefreshSynonyms() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return () => queryClient.invalidateQueries({ queryKey: staffSynonymsPrefix(viewerId) });
}

/**
 * Adds a phrase (`POST`), or changes the one named `editing` (`PUT admin/search-synonyms/{phrase}/`): the
 * server uses it for the very next search.
 */
export function useSaveSynonym(editing: string | null) {
  const refresh = useRefreshSynonyms();
  return useMutation({
    mutationFn: (body: SynonymInput) =>
      editing === null
        ? callApi(searchRoutes.addSynonym, { body })
        : callApi(searchRoutes.updateSynonym, { params: { phrase: editing }, body }),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/search-synonyms/{phrase}/`. */
export function useDeleteSynonym(phrase: string) {
  const refresh = useRefreshSynonyms();
  return useMutation({
    mutationFn: () => callApi(searchRoutes.deleteSynonym, { params: { phrase } }),
    onSettled: refresh,
  });
}
