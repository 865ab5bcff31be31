import type { Database } from '@dokkho/db';
import { MAX_PHRASE_WORDS, searchWords } from '@dokkho/contract/search';
import * as repo from './repo';

/** How long a process keeps the vocabulary before reading it again (another process's staff edit shows within this). */
const VOCABULARY_TTL_MS = 60_000;

type Vocabulary = Map<string, string>;

/**
 * A search as the catalog and the job board understand it (issue 16 item 7): Bangla and Banglish phrases
 * become their English search words ("এক্সেল" -> "excel", "graphics design" -> "graphic design"), filler
 * words go ("excel shikhte chai" -> "excel"), the longest phrase wins, and other words stay as typed.
 * When nothing would be left, the search stays as typed.
 */
export function rewriteWithVocabulary(search: string, vocabulary: Vocabulary): string {
  const words = searchWords(search);
  const out: string[] = [];
  let changed = false;
  for (let index = 0; index < words.length;) {
    let matched = false;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - index); length > 0; length -= 1) {
      const replacement = vocabulary.get(words.slice(index, index + length).join(' '));
      if (replacement === undefined) continue;
      if (replacement) out.push(replacement);
      index += length;
      matched = changed = true;
      break;
    }
    if (!matched) {
      out.push(words[index]!);
      index += 1;
    }
  }
  if (!changed || out.length === 0) return search;
  return out.join(' ');
}

const vocabularies = new WeakMap<Database, { loaded: Promise<Vocabulary>; expiresAt: number }>();

/** The vocabulary of a database: read once, kept VOCABULARY_TTL_MS, forgotten when staff change it here. */
export async function vocabularyOf(db: Database, now: number = Date.now()): Promise<Vocabulary> {
  const cached = vocabularies.get(db);
  if (cached && cached.expiresAt > now) return cached.loaded;
  const loaded = repo
    .listSynonyms(db)
    .then((rows) => new Map(rows.map((row) => [searchWords(row.phrase).join(' '), row.replacement.trim()])));
  const entry = { loaded, expiresAt: now + VOCABULARY_TTL_MS };
  vocabularies.set(db, entry);
  // A failed read is not kept: the next search tries again.
  loaded.catch(() => {
    if (vocabularies.get(db) === entry) vocabularies.delete(db);
  });
  return loaded;
}

/** The search text to look for: `search` rewritten with the database's vocabulary; undefined stays so. */
export async function expandSearch(db: Database, search: string | undefined): Promise<string | undefined> {
  if (!search) return search;
  return rewriteWithVocabulary(search, await vocabularyOf(db, Date.now()));
}

/**
 * Forget a database's vocabulary so the next search reads it again: after a staff edit (in this process;
 * other processes read it again within VOCABULARY_TTL_MS), and in tests that write the table directly.
 */
export function forgetVocabulary(db: Database): void {
  vocabularies.delete(db);
}
