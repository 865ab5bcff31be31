import type { Database } from '@dokkho/db';
import {
  MAX_SUGGESTIONS,
  SEARCH_SUGGESTIONS,
  normalizePhrase,
  type SearchSuggestionsResponse,
} from '@dokkho/contract/search';
import { rewriteWithVocabulary, vocabularyOf } from './service';

/** Shortest text that is completed from the vocabulary: one letter would match half of it. */
const MIN_COMPLETION_LENGTH = 2;

/** The distinct search words of the phrases that start with `prefix`, shortest phrase first. */
function completions(prefix: string, vocabulary: Map<string, string>): string[] {
  if (prefix.length < MIN_COMPLETION_LENGTH) return [];
  const phrases = [...vocabulary.keys()]
    .filter((phrase) => phrase.startsWith(prefix) && vocabulary.get(phrase))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return [...new Set(phrases.map((phrase) => vocabulary.get(phrase)!))].slice(0, MAX_SUGGESTIONS);
}

/**
 * The navbar's suggestions for what is typed so far (SPEC.md §2, issue 16 item 7). The five SPEC suggestions
 * match the text as typed ("dig" -> Digital Marketing) or as the vocabulary rewrites it ("ডিজিটাল" ->
 * "digital" -> Digital Marketing); a Bangla or Banglish search the vocabulary knows leads with its English
 * search ("excel shikhte chai" -> "excel"), so the list is never empty for a phrase the catalog understands;
 * and a phrase still being typed is completed from the vocabulary ("ফ্রিল্যা" -> "freelancing").
 */
export async function suggestSearches(options: {
  db: Database;
  search: string;
}): Promise<SearchSuggestionsResponse> {
  const typed = options.search.trim();
  if (!typed) return { searched_for: null, suggestions: [...SEARCH_SUGGESTIONS] };

  const vocabulary = await vocabularyOf(options.db);
  const rewritten = rewriteWithVocabulary(typed, vocabulary);
  const searchedFor = rewritten === typed ? null : rewritten;
  const needles = [normalizePhrase(typed), normalizePhrase(rewritten)].filter(Boolean);
  const matching = SEARCH_SUGGESTIONS.filter((suggestion) =>
    needles.some((needle) => normalizePhrase(suggestion).includes(needle)),
  );

  const suggestions: string[] = [];
  if (!searchedFor && matching.length === 0) {
    // A phrase still being typed ("ফ্রিল্যা"): the search words of the phrases it starts.
    suggestions.push(...completions(normalizePhrase(typed), vocabulary));
  }
  if (
    searchedFor &&
    !matching.some((suggestion) => normalizePhrase(suggestion) === normalizePhrase(searchedFor))
  ) {
    suggestions.push(searchedFor);
  }
  suggestions.push(...matching);
  return { searched_for: searchedFor, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) };
}
