import { useMutation } from '@tanstack/react-query';
import type { EducationInput, ExperienceInput } from '@dokkho/contract/hiring';
import { apiRequest } from '../../../shared/api/client';
import { useRefreshSeeker } from './seeker-profile';

/**
 * Experience and education rows: `POST jobs/seeker/{experience|education}/`,
 * `PUT` / `DELETE jobs/seeker/{experience|education}/{id}/`. The profile is fetched again afterwards (it
 * carries the rows, the years of work and the completeness), so the answers' shapes do not matter here.
 */
export type EntryKind = 'experience' | 'education';
export type EntryBody<K extends EntryKind> = K extends 'experience' ? ExperienceInput : EducationInput;

function save<K extends EntryKind>(kind: K, id: number | null, body: EntryBody<K>): Promise<unknown> {
  return id === null
    ? apiRequest(`jobs/seeker/${kind}/`, { method: 'POST', body })
    : apiRequest(`jobs/seeker/${kind}/${id}/`, { method: 'PUT', body });
}

function remove(kind: EntryKind, id: number): Promise<unknown> {
  return apiRequest(`jobs/seeker/${kind}/${id}/`, { method: 'DELETE' });
}

export function useSaveEntry<K extends EntryKind>(kind: K) {
  const refresh = useRefreshSeeker();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EntryBody<K> }) => save(kind, id, body),
    onSuccess: refresh,
  });
}

export function useDeleteEntry(kind: EntryKind) {
  const refresh = useRefreshSeeker();
  return useMutation({ mutationFn: (id: number) => remove(kind, id), onSuccess: refresh });
}
