// Type-only: the board's first paint should not download zod for a few lists of words (see
// features/catalog/lib/course-filters.ts). The label maps come from the contract as plain objects.
import { JOB_SORTS } from '@dokkho/contract/jobs';
import type { RouteInput } from '@dokkho/contract/route';
import type { jobsRoutes } from '@dokkho/contract/routes/jobs';

/**
 * The job board keeps its state in the address (search, filters, sort, page), so a shared link, a reload or
 * the back button shows the same jobs. These helpers are the only place that reads or writes those
 * parameters. Values are kept as written: the API is the one validator, and a hand-edited value comes back
 * as a 400 whose message the page shows with a way back.
 */
export interface JobFilters {
  search?: string;
  type?: string;
  workplace?: string;
  division?: string;
  district?: string;
  /** The seeker's years of experience. */
  experience?: string;
  /** A monthly salary in whole taka (the address stays readable: `?salary=30000`). */
  salary?: string;
  posted_within?: string;
  sort?: string;
  page?: string;
}

export const JOBS_PATH = '/jobs';
export const CAREER_PATH = '/career';
export const JOBS_PAGE_SIZE = 12;

const FILTER_KEYS = [
  'search',
  'type',
  'workplace',
  'division',
  'district',
  'experience',
  'salary',
  'posted_within',
  'sort',
  'page',
] as const satisfies readonly (keyof JobFilters)[];

/** The filters a visitor narrows by (not search, sort or page): what the "N active" badge counts. */
export const NARROWING_KEYS = [
  'type',
  'workplace',
  'division',
  'district',
  'experience',
  'salary',
  'posted_within',
] as const satisfies readonly (keyof JobFilters)[];

export function parseJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (filters.page === '1') delete filters.page;
  return filters;
}

/** A fixed order, so equal filters always give the same address (and the same cache entry). */
export function serializeJobFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (!value || (key === 'page' && value === '1')) continue;
    params.set(key, value);
  }
  return params;
}

export function jobFiltersHref(filters: JobFilters, path = JOBS_PATH): string {
  const search = serializeJobFilters(filters).toString();
  return search ? `${path}?${search}` : path;
}

export function currentPage(filters: JobFilters): number {
  const page = Number(filters.page ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function countActiveFilters(filters: JobFilters): number {
  return NARROWING_KEYS.filter((key) => filters[key]).length;
}

/** The API's default order: best match when searching, else newest (JobBoardQuery in the contract). */
export function defaultSort(filters: JobFilters): string {
  return filters.search ? 'relevance' : 'newest';
}

/**
 * Applies a change. Anything but the page goes back to page 1; a district goes with its division (a
 * district of another division means nothing); "best match" goes with the search it ranks by; a sort equal
 * to the default is left out.
 */
export function updateJobFilters(filters: JobFilters, patch: Partial<JobFilters>): JobFilters {
  const next: JobFilters = { ...filters };
  for (const key of FILTER_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key]?.trim();
    if (value) next[key] = value;
    else delete next[key];
  }
  if (!('page' in patch)) delete next.page;
  if ('division' in patch && patch.division !== filters.division && !('district' in patch)) {
    delete next.district;
  }
  if (!next.search && next.sort === 'relevance') delete next.sort;
  if (next.sort === defaultSort(next)) delete next.sort;
  return next;
}

/** Every narrowing filter off; the search stays (it has its own clear button). */
export function clearJobFilters(filters: JobFilters): JobFilters {
  return filters.search ? { search: filters.search } : {};
}

/** The address's filters as `GET jobs/board/` parameters (salary in taka -> poisha). */
export function toJobBoardQuery(
  filters: JobFilters,
  options: { internal?: boolean } = {},
): RouteInput<typeof jobsRoutes.board>['query'] {
  const salary = filters.salary;
  const salaryTaka = salary !== undefined && /^\d{1,9}$/.test(salary) ? Number(salary) : undefined;
  return {
    search: filters.search,
    type: filters.type,
    workplace: filters.workplace,
    division: filters.division,
    district: filters.district,
    experience: filters.experience,
    // A value that is not a whole number of taka goes as written: the API's 400 explains it.
    salary_min: salaryTaka !== undefined ? salaryTaka * 100 : salary,
    posted_within: filters.posted_within,
    // An order the board does not know (a hand-edited address) falls back to its default.
    sort: JOB_SORTS.find((sort) => sort === filters.sort),
    page: filters.page,
    page_size: JOBS_PAGE_SIZE,
    internal: options.internal ? 'true' : undefined,
  };
}
