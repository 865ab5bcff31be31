import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { searchRoutes } from '@dokkho/contract/routes/search';
import { searchWords } from '@dokkho/contract/search-words';
import { Trans } from '@lingui/react/macro';
import { callApi } from '../api/call';

/**
 * What the catalog and the job board searched for when the search vocabulary rewrote the text ("এক্সেল" ->
 * "excel"; `GET search/suggestions/` answers the same rewrite the list used). Null while unknown, when it
 * failed, and when the text was searched as typed.
 */
export function useSearchedFor(search: string | undefined): string | null {
  const answer = useQuery({
    queryKey: ['search-suggestions', search ?? ''] as const,
    queryFn: ({ signal }) =>
      callApi(searchRoutes.suggestions, { query: { search: search ?? '' } }, { signal }),
    enabled: Boolean(search?.trim()),
    staleTime: 60_000,
    retry: false,
  });
  return answer.data?.searched_for ?? null;
}

/**
 * The empty result's honest note on a search (issue 16 item 7): what was searched for when the text was
 * rewritten ("“এক্সেল” → excel"), and, for a search of several words, each word on its own to try, taken
 * from the rewritten search (so a Bangla search offers the English words that were looked for).
 */
export function SearchedFor({
  search,
  hrefFor,
}: {
  search: string;
  /** Where a search for one of the words goes (the same list, filters kept or not as the page decides). */
  hrefFor: (words: string) => string;
}) {
  const searchedFor = useSearchedFor(search);
  const words = [...new Set(searchWords(searchedFor ?? search))];
  if (!searchedFor && words.length < 2) return null;
  return (
    <div className="mt-4 max-w-md text-sm text-slate-700">
      {searchedFor ? (
        <p>
          <Trans>
            We searched for “{search}” → <span lang="en">{searchedFor}</span>
          </Trans>
        </p>
      ) : null}
      {words.length > 1 ? (
        <div className="mt-3">
          <p className="text-slate-600">
            <Trans>Try one word at a time:</Trans>
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {words.map((word) => (
              <li key={word}>
                <Link
                  to={hrefFor(word)}
                  lang={searchedFor ? 'en' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-800"
                >
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
