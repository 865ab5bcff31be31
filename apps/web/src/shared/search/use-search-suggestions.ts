import { useEffect, useState } from 'react';
import { searchRoutes } from '@dokkho/contract/routes/search';
import { callApi } from '../api/call';

/** How long typing pauses before the server is asked (a phone keyboard types a word in well under this). */
const ASK_AFTER_MS = 250;

/**
 * The server's suggestions (`GET search/suggestions/`) for a text the five suggestions do not match: it
 * knows the search vocabulary, so "এক্সেল" or "excel shikhte chai" is offered as "excel". Asked only when
 * `wanted`, after a pause in typing; null until the answer for this very text is in, and when it fails (the
 * box then simply shows no suggestions, as before).
 */
export function useServerSuggestions(text: string, wanted: boolean): string[] | null {
  const search = text.trim();
  const [answer, setAnswer] = useState<{ search: string; suggestions: string[] } | null>(null);

  useEffect(() => {
    if (!wanted || !search) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(searchRoutes.suggestions, { query: { search } }, { signal: controller.signal })
        .then((response) => setAnswer({ search, suggestions: response.suggestions }))
        .catch(() => {
          // No suggestions is an honest answer: the search itself still works on submit.
        });
    }, ASK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, wanted]);

  return wanted && answer?.search === search ? answer.suggestions : null;
}
