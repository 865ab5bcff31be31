import { useMutation } from '@tanstack/react-query';
import type { EducationInput, ExperienceInput } from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useRefreshSeeker } from './seeker-profile';

/**
 * Experience and education rows: `POST jobs/seeker/{experience|education}/`,
 * `PUT` / `DELETE jobs/seeker/{experience|education}/{id}/`. The profile is fetched again afterwards (it
 * carries the rows, the years of work and the completeness), so the answers' shapes do not matter here.
 */
export type EntryKind = 'experience' | 'education';
export type EntryBody<K extends EntryKind> = K extends 'experience' ? ExperienceInput : EducationInput;

function save<K extends EntryKind>(kind: K, id: number | null, body: EntryBody<K>): Promise<unknown> {
  // `kind` does not narrow the generic `body`, so each branch says which input it holds.
  if (kind === 'experience') {
    const input = body as ExperienceInput;
    return id === null
      ? callApi(jobSeekerRoutes.addExperience, { body: input })
      : callApi(jobSeekerRoutes.updateExperience, { params: { id }, body: input });
  }
  const input = body as EducationInput;
  return id === null
    ? callApi(jobSeekerRoutes.addEducation, { body: input })
    : callApi(jobSeekerRoutes.updateEducation, { params: { id }, body: input });
}

function remove(kind: EntryKind, id: number): Promise<unknown> {
  const endpoint = kind === 'experience' ? jobSeekerRoutes.deleteExperience : jobSeekerRoutes.deleteEducation;
  return callApi(endpoint, { params: { id } });
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
