import type { Database } from '@dokkho/db';
import {
  MAX_SUGGESTIONS,
  SEARCH_SUGGESTIONS,
  normalizePhrase,
  type SearchSuggestionsResponse,
} from '@dokkho/contract/search';
import { rewriteWithVocabulary, vocabularyOf } from './service';

/**
 * The navbar's suggestions for what is typed so far (SPEC.md §2, issue 16 item 7). The five SPEC suggestions
 * match the text as typed ("dig" -> Digital Marketing) or as the vocabulary rewrites it ("ডিজিটাল" ->
 * "digital" -> Digital Marketing); a Bangla or Banglish search the vocabulary knows leads with its English
 * search ("excel shikhte chai" -> "excel"), so the list is never empty for a phrase the catalog understands.
 */
export async function suggestSearches(options: {
  db: Database;
  search: string;
}): Promise<SearchSuggestionsResponse> {
  const typed = options.search.trim();
  if (!typed) return { searched_for: null, suggestions: [...SEARCH_SUGGESTIONS] };

  const rewritten = rewriteWithVocabulary(typed, await vocabularyOf(options.db));
  const searchedFor = rewritten === typed ? null : rewritten;
  const needles = [normalizePhrase(typed), normalizePhrase(rewritten)].filter(Boolean);
  const matching = SEARCH_SUGGESTIONS.filter((suggestion) =>
    needles.some((needle) => normalizePhrase(suggestion).includes(needle)),
  );

  const suggestions: string[] = [];
  if (
    searchedFor &&
    !matching.some((suggestion) => normalizePhrase(suggestion) === normalizePhrase(searchedFor))
  ) {
    suggestions.push(searchedFor);
  }
  suggestions.push(...matching);
  return { searched_for: searchedFor, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
}
