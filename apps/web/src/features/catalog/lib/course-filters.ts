// Type-only on purpose: the contract module builds its zod schemas when loaded, and a phone on mobile data
// should not download zod (about 25 kB compressed) for three lists of words. The label maps of
// shared/labels/catalog.ts keep the lists exhaustive: a level or sort added to the contract fails to
// compile until it has a label there.
import type { CourseLanguage, CourseLevel, CourseSort, PRICE_FILTERS } from '@dokkho/contract/catalog';
import { msg } from '@lingui/core/macro';
import { COURSE_LEVEL_LABELS, COURSE_SORT_LABELS, PRICE_FILTER_LABELS } from '../../../shared/labels/catalog';
import { textIn } from './message-text';

/**
 * The all-courses page keeps its state in the URL (search, genre, level, price, sort, page), so a link or
 * the back button restores exactly what the learner saw. These helpers are the only place that reads or
 * writes those parameters.
 *
 * Values are kept as written: the API is the one validator (CONVENTIONS.md §2), so a hand-edited
 * `?level=expert` reaches it and comes back as a 400 with its message, which the page shows with a reset
 * link, rather than being dropped here without a word.
 */
export interface CourseFilters {
  search?: string;
  genre?: string;
  level?: string;
  /** The language the course is taught in (`bn`, `en`), not the language of the page. */
  language?: string;
  price?: string;
  sort?: string;
  page?: string;
}

export type PriceFilter = (typeof PRICE_FILTERS)[number];

export const COURSES_PATH = '/allcourses';
export const COURSES_PAGE_SIZE = 12;

const FILTER_KEYS = [
  'search',
  'genre',
  'level',
  'language',
  'price',
  'sort',
  'page',
] as const satisfies readonly (keyof CourseFilters)[];

// The course level, sort and price names (shared/labels/catalog.ts), read as text in the interface language.
export const LEVEL_LABELS = textIn(COURSE_LEVEL_LABELS);
export const SORT_LABELS = textIn(COURSE_SORT_LABELS);
export const PRICE_LABELS = textIn(PRICE_FILTER_LABELS);

/** The teaching-language badge of a course card and the options of its filter (docs/decisions/026). */
export const TEACHING_LANGUAGE_LABELS = textIn<CourseLanguage>({ bn: msg`In Bangla`, en: msg`In English` });

/** The options in display order (the order of the label maps). */
export const LEVEL_OPTIONS = Object.keys(LEVEL_LABELS) as CourseLevel[];
export const SORT_OPTIONS = Object.keys(SORT_LABELS) as CourseSort[];
export const PRICE_OPTIONS = Object.keys(PRICE_LABELS) as PriceFilter[];
export const TEACHING_LANGUAGE_OPTIONS = Object.keys(TEACHING_LANGUAGE_LABELS) as CourseLanguage[];

export function isCourseLevel(value: string | undefined): value is CourseLevel {
  return (LEVEL_OPTIONS as readonly string[]).includes(value ?? '');
}

export function isCourseSort(value: string | undefined): value is CourseSort {
  return (SORT_OPTIONS as readonly string[]).includes(value ?? '');
}

export function isPriceFilter(value: string | undefined): value is PriceFilter {
  return (PRICE_OPTIONS as readonly string[]).includes(value ?? '');
}

export function isTeachingLanguage(value: string | undefined): value is CourseLanguage {
  return (TEACHING_LANGUAGE_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Reads the filters from the address; blank values and the default page are left out. */
export function parseCourseFilters(params: URLSearchParams): CourseFilters {
  const filters: CourseFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  // "?page=1" and no page are the same page: one URL, one cache entry.
  if (filters.page === '1') delete filters.page;
  return filters;
}

/** Writes the filters in a fixed order, so equal filters always give the same URL. */
export function serializeCourseFilters(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (!value || (key === 'page' && value === '1')) continue;
    params.set(key, value);
  }
  return params;
}

export function courseFiltersHref(filters: CourseFilters): string {
  const search = serializeCourseFilters(filters).toString();
  return search ? `${COURSES_PATH}?${search}` : COURSES_PATH;
}

/** The API's default order: relevance when searching, else popular (CourseListQuery in the contract). */
export function defaultSort(filters: CourseFilters): CourseSort {
  return filters.search ? 'relevance' : 'popular';
}

export function effectiveSort(filters: CourseFilters): string {
  return filters.sort ?? defaultSort(filters);
}

/** The page number to highlight; anything unreadable counts as page 1 (the API reports it as a 400). */
export function currentPage(filters: CourseFilters): number {
  const page = Number(filters.page ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Applies a change. Any change other than the page goes back to page 1 (page 5 of the old results means
 * nothing for the new ones). A sort equal to the default is left out, and "relevance" is dropped together
 * with the search it ranks by.
 */
export function updateCourseFilters(filters: CourseFilters, patch: Partial<CourseFilters>): CourseFilters {
  const next: CourseFilters = { ...filters };
  for (const key of FILTER_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key]?.trim();
    if (value) next[key] = value;
    else delete next[key];
  }
  if (!('page' in patch) || next.page === '1') delete next.page;
  if (!next.search && next.sort === 'relevance') delete next.sort;
  if (next.sort === defaultSort(next)) delete next.sort;
  return next;
}

/**
 * The narrowing filters (genre, level, teaching language, price) that are set: the count on the mobile
 * "Filters" button.
 */
export function countActiveFilters(filters: CourseFilters): number {
  return [filters.genre, filters.level, filters.language, filters.price].filter(Boolean).length;
}

/** Clears the narrowing filters but keeps what was searched and how it is sorted. */
export function clearCourseFilters(filters: CourseFilters): CourseFilters {
  return updateCourseFilters(filters, {
    genre: undefined,
    level: undefined,
    language: undefined,
    price: undefined,
  });
}

/** The query of `GET /api/course/courses/`; the sort is left to the API's default unless chosen. */
export function toCourseListQuery(filters: CourseFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page_size: COURSES_PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}
