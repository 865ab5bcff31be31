/**
 * How a search is split into words, and the navbar's suggestions: no zod here, so the navbar (on every
 * page) can import it without the schemas.
 */

/** Longest phrase, in words, that the search rewrite matches. */
export const MAX_PHRASE_WORDS = 4;

/** A word: letters with their combining marks (Bangla vowel signs, the hasanta) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Lowercase NFC words: how both a vocabulary phrase and a search are compared. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/** A phrase as it is stored and matched: its words, single spaces ("  Graphics  Design!" -> "graphics design"). */
export function normalizePhrase(text: string): string {
  return searchWords(text).join(' ');
}

/** SPEC.md §2 "Navigation bar" and §9: exactly these five suggestions, in this order (their search words). */
export const SEARCH_SUGGESTIONS = [
  'Data Analytics',
  'DevOps',
  'Digital Marketing',
  'MERN',
  'Flutter',
] as const;
export type SearchSuggestion = (typeof SEARCH_SUGGESTIONS)[number];

/** The most suggestions the navbar shows. */
export const MAX_SUGGESTIONS = 5;
