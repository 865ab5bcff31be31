import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Achievement, AchievementInput, Education, EducationInput } from '@dokkho/contract/instructors';
import { instructorsRoutes } from '@dokkho/contract/routes/instructors';
import { callApi } from '../../../shared/api/call';
import { INSTRUCTOR_PROFILE_KEY, PUBLIC_INSTRUCTOR_KEY } from './keys';

/*
 * The two ordered lists of the profile: achievements and education. Each has list, add, edit, remove and
 * reorder; every change refreshes the list (and the public profile, which shows it).
 */

export function achievementsQueryOptions() {
  return queryOptions({
    queryKey: [...INSTRUCTOR_PROFILE_KEY, 'achievements'] as const,
    queryFn: ({ signal }) => callApi(instructorsRoutes.achievements, {}, { signal }),
  });
}

export function educationQueryOptions() {
  return queryOptions({
    queryKey: [...INSTRUCTOR_PROFILE_KEY, 'education'] as const,
    queryFn: ({ signal }) => callApi(instructorsRoutes.education, {}, { signal }),
  });
}

export const useAchievements = () => useQuery(achievementsQueryOptions());
export const useEducation = () => useQuery(educationQueryOptions());

function useListMutation<Input, Output>(
  queryKey: readonly unknown[],
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: PUBLIC_INSTRUCTOR_KEY });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}

export type SaveEntry<Input> = { id: number | null; body: Input };

export function useSaveAchievement() {
  return useListMutation(
    achievementsQueryOptions().queryKey,
    ({ id, body }: SaveEntry<AchievementInput>): Promise<Achievement> =>
      id === null
        ? callApi(instructorsRoutes.addAchievement, { body })
        : callApi(instructorsRoutes.updateAchievement, { params: { id }, body }),
  );
}

export function useRemoveAchievement() {
  return useListMutation(achievementsQueryOptions().queryKey, (id: number) =>
    callApi(instructorsRoutes.removeAchievement, { params: { id } }),
  );
}

export function useOrderAchievements() {
  return useListMutation(achievementsQueryOptions().queryKey, (ids: number[]) =>
    callApi(instructorsRoutes.orderAchievements, { body: { ids } }),
  );
}

export function useSaveEducation() {
  return useListMutation(
    educationQueryOptions().queryKey,
    ({ id, body }: SaveEntry<EducationInput>): Promise<Education> =>
      id === null
        ? callApi(instructorsRoutes.addEducation, { body })
        : callApi(instructorsRoutes.updateEducation, { params: { id }, body }),
  );
}

export function useRemoveEducation() {
  return useListMutation(educationQueryOptions().queryKey, (id: number) =>
    callApi(instructorsRoutes.removeEducation, { params: { id } }),
  );
}

export function useOrderEducation() {
  return useListMutation(educationQueryOptions().queryKey, (ids: number[]) =>
    callApi(instructorsRoutes.orderEducation, { body: { ids } }),
  );
}
