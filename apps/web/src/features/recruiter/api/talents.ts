import { hiringRoutes } from '@dokkho/contract/routes/hiring';
import { callApi } from '../../../shared/api/call';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactRequestInput, TalentDetail, TalentListResponse } from '@dokkho/contract/hiring';
import type { BdDivision } from '@dokkho/contract/jobs';
import { RECRUITER_KEY } from './keys';

const TALENTS_KEY = [...RECRUITER_KEY, 'talents'] as const;

export interface TalentFilters {
  search?: string | undefined;
  skill?: string | undefined;
  division?: BdDivision | undefined;
  experience?: number | undefined;
  verified_only?: 'true' | undefined;
  page?: number;
  page_size?: number;
}

/** `GET /api/jobs/talents/`: job seekers who opted into the talent search. */
export function getTalents(query: TalentFilters, signal?: AbortSignal): Promise<TalentListResponse> {
  return callApi(hiringRoutes.talents, { query }, { signal });
}

export function useTalents(query: TalentFilters) {
  return useQuery({
    queryKey: [...TALENTS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getTalents(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/jobs/talents/{seekerId}/`: the profile, and the contact once they accepted. */
export function getTalent(id: number, signal?: AbortSignal): Promise<TalentDetail> {
  return callApi(hiringRoutes.talent, { params: { seekerId: id } }, { signal });
}

export function talentQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...TALENTS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => getTalent(id, signal),
  });
}

export function useTalent(id: number) {
  return useQuery(talentQueryOptions(id));
}

/** `POST /api/jobs/talents/{seekerId}/contact/`: ask to see their contact; they accept or decline. */
export function requestContact(id: number, body: ContactRequestInput): Promise<TalentDetail> {
  return callApi(hiringRoutes.contactTalent, { params: { seekerId: id }, body });
}

export function useRequestContact(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestInput) => requestContact(id, body),
    // The request's status shows on the detail and on the search's card.
    onSuccess: (detail) => {
      queryClient.setQueryData(talentQueryOptions(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: [...TALENTS_KEY, 'list'] });
    },
  });
}
