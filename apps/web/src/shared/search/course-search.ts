/** SPEC.md §2 "Navigation bar" and §9: exactly these five suggestions, in this order. */
export const SEARCH_SUGGESTIONS = [
  'Data Analytics',
  'DevOps',
  'Digital Marketing',
  'MERN',
  'Flutter',
] as const;

export const ALL_COURSES_PATH = '/allcourses';

/** Route matching is case-insensitive and ignores a trailing slash, so this check is too. */
export function isAllCoursesPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === ALL_COURSES_PATH;
}

/** The suggestions that contain the typed text (all five for an empty box). */
export function filterSuggestions(text: string): string[] {
  const needle = text.trim().toLowerCase();
  return SEARCH_SUGGESTIONS.filter((s) => s.toLowerCase().includes(needle));
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
