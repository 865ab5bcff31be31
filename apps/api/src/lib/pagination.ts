import type { Paginated, PageQuery } from '@dokkho/contract/pagination';
import { AppError } from './app-error';

export const PAGE_NOT_FOUND_MESSAGE = 'That page does not exist. Go back to the first page.';

/** A page's absolute URL: the same query with another page number (DRF's next/previous). */
export function pageLink(requestUrl: URL, page: number): string {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** LIMIT and OFFSET of a page query. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/**
 * A DRF-style page `{count, next, previous, results}`. A page past the end is a 404, as in DRF; page 1
 * of nothing is an empty page.
 */
export function toPage<T>(input: {
  query: PageQuery;
  requestUrl: URL;
  total: number;
  results: T[];
}): Paginated<T> {
  const { query, requestUrl, total } = input;
  const { limit, offset } = pageWindow(query);
  if (query.page > 1 && offset >= total) throw AppError.notFound(PAGE_NOT_FOUND_MESSAGE);
  return {
    count: total,
    next: offset + limit < total ? pageLink(requestUrl, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(requestUrl, query.page - 1) : null,
    results: input.results,
  };
}
