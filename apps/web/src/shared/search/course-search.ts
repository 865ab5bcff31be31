import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SEARCH_SUGGESTIONS, normalizePhrase, type SearchSuggestion } from '@dokkho/contract/search-words';

/** SPEC.md §2 "Navigation bar" and §9: exactly these five suggestions, in this order. */
export { SEARCH_SUGGESTIONS };

/**
 * How a suggestion reads in the interface's language (issue 16 item 7): in Bangla as people write these
 * skills. Choosing one still searches with its English words, which every course and job carries.
 */
export const SUGGESTION_LABELS: Record<SearchSuggestion, MessageDescriptor> = {
  'Data Analytics': msg`Data Analytics`,
  DevOps: msg`DevOps`,
  'Digital Marketing': msg`Digital Marketing`,
  MERN: msg`MERN`,
  Flutter: msg`Flutter`,
};

export function isSpecSuggestion(text: string): text is SearchSuggestion {
  return (SEARCH_SUGGESTIONS as readonly string[]).includes(text);
}

export const ALL_COURSES_PATH = '/allcourses';

/** Route matching is case-insensitive and ignores a trailing slash, so this check is too. */
export function isAllCoursesPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === ALL_COURSES_PATH;
}

/**
 * The suggestions that contain the typed text in English or as they read on screen (all five for an empty
 * box): "dig" and, in Bangla, "ডিজিটাল" find Digital Marketing.
 */
export function filterSuggestions(text: string, labelOf: (suggestion: SearchSuggestion) => string): string[] {
  const needle = normalizePhrase(text);
  return SEARCH_SUGGESTIONS.filter(
    (suggestion) =>
      normalizePhrase(suggestion).includes(needle) || normalizePhrase(labelOf(suggestion)).includes(needle),
  );
}

interface CurrentLocation {
  pathname: string;
  search: string;
}

/**
 * Where a search goes: `/allcourses?search=<text>`. Already on /allcourses, the other filters in the
 * address are kept; `page` is dropped because a new search starts at its first page. An empty text
 * removes `search`.
 */
export function allCoursesSearchHref(text: string, current: CurrentLocation): string {
  const params = new URLSearchParams(isAllCoursesPath(current.pathname) ? current.search : '');
  params.delete('page');
  const trimmed = text.trim();
  if (trimmed) params.set('search', trimmed);
  else params.delete('search');
  const query = params.toString();
  return query ? `${ALL_COURSES_PATH}?${query}` : ALL_COURSES_PATH;
}
