import { z } from 'zod';
import { PageQuery, paginated } from './pagination';
import { MAX_PHRASE_WORDS, MAX_SUGGESTIONS, normalizePhrase } from './search-words';

/**
 * Bangla and Banglish search (issue 16 item 7): the vocabulary staff keep (a phrase people type and the
 * English words the catalog and the job board search for instead), and the navbar's search suggestions.
 */

export {
  MAX_PHRASE_WORDS,
  MAX_SUGGESTIONS,
  SEARCH_SUGGESTIONS,
  normalizePhrase,
  searchWords,
  type SearchSuggestion,
} from './search-words';

export const SEARCH_MESSAGES = {
  synonymNotFound: 'This phrase is not in the search vocabulary.',
  synonymExists: 'This phrase is already in the search vocabulary.',
} as const;

const PHRASE_MAX = 80;
const REPLACEMENT_MAX = 120;

/** The phrase of a vocabulary entry, normalised: 1 to MAX_PHRASE_WORDS words. */
const Phrase = z
  .string({ error: 'Phrase is required' })
  .max(PHRASE_MAX, `Phrase can be at most ${PHRASE_MAX} characters`)
  .transform(normalizePhrase)
  .refine((phrase) => phrase.length > 0, 'Phrase must have at least one word')
  .refine(
    (phrase) => phrase.split(' ').length <= MAX_PHRASE_WORDS,
    `Phrase can have at most ${MAX_PHRASE_WORDS} words`,
  );

/** `POST` and `PUT admin/search-synonyms/`: a phrase and its English search words (empty drops a filler word). */
export const SynonymInput = z.object({
  phrase: Phrase,
  replacement: z
    .string({ error: 'Search words are required (empty for a filler word)' })
    .max(REPLACEMENT_MAX, `Search words can be at most ${REPLACEMENT_MAX} characters`)
    .transform((text) => text.trim().replace(/\s+/g, ' ')),
});
export type SynonymInput = z.input<typeof SynonymInput>;

/** The phrase in the path of one entry (URL-encoded by the caller). */
export const SynonymPhraseParam = z.object({ phrase: Phrase });

export const SynonymRow = z.object({
  phrase: z.string(),
  /** Empty: a filler word ("chai", "শিখতে") dropped from a search. */
  replacement: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export type SynonymRow = z.infer<typeof SynonymRow>;

/** `GET admin/search-synonyms/?search=`: entries whose phrase or search words contain the text, A to Z. */
export const SynonymListQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Search can be at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type SynonymListQuery = z.input<typeof SynonymListQuery>;

export const SynonymListResponse = paginated(SynonymRow);
export type SynonymListResponse = z.infer<typeof SynonymListResponse>;

/** `GET search/suggestions/?search=`: the navbar's suggestions for what is typed so far. */
export const SearchSuggestionsQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search can be at most 100 characters')
    .optional()
    .transform((value) => value ?? ''),
});
export type SearchSuggestionsQuery = z.input<typeof SearchSuggestionsQuery>;

export const SearchSuggestionsResponse = z.object({
  /** What the catalog and the job board search for instead, when the vocabulary rewrote the text; else null. */
  searched_for: z.string().nullable(),
  /**
   * Up to MAX_SUGGESTIONS searches: the rewritten search first (when there is one), then those of the
   * five SPEC suggestions that match the text as typed or as rewritten; all five for an empty text.
   */
  suggestions: z.array(z.string()).max(MAX_SUGGESTIONS),
});
export type SearchSuggestionsResponse = z.infer<typeof SearchSuggestionsResponse>;
