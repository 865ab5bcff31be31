import type { Database } from '@dokkho/db';
import type { Paginated } from '@dokkho/contract/pagination';
import { SEARCH_MESSAGES, type SynonymRow } from '@dokkho/contract/search';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';
import * as repo from './repo';
import { forgetVocabulary } from './service';

/**
 * Staff keep the search vocabulary (issue 16 item 7): the phrases arrive normalised by the contract's
 * schema (lowercase NFC words, single spaces), as the rewrite matches them. Every write forgets this
 * process's cached vocabulary, so the next search uses it.
 */

interface Entry {
  phrase: string;
  replacement: string;
}

function toRow(record: repo.SynonymRecord): SynonymRow {
  return {
    phrase: record.phrase,
    replacement: record.replacement,
    created_at: record.createdAt.toISOString(),
  };
}

const phraseTaken = () =>
  AppError.conflict(SEARCH_MESSAGES.synonymExists, { phrase: [SEARCH_MESSAGES.synonymExists] });

export async function listSynonyms(options: {
  db: Database;
  query: { search: string | undefined; page: number; page_size: number };
  requestUrl: URL;
}): Promise<Paginated<SynonymRow>> {
  const { query } = options;
  const { rows, total } = await repo.pageOfSynonyms(options.db, {
    search: query.search,
    ...pageWindow(query),
  });
  return toPage({ query, requestUrl: options.requestUrl, total, results: rows.map(toRow) });
}

export async function addSynonym(options: { db: Database; entry: Entry }): Promise<SynonymRow> {
  const { db, entry } = options;
  try {
    const row = await repo.insertSynonym(db, entry);
    return toRow(row);
  } catch (error) {
    if (uniqueViolation(error)) throw phraseTaken();
    throw error;
  } finally {
    forgetVocabulary(db);
  }
}

/** Changes the search words of a phrase, or the phrase itself (409 when the new phrase is another entry's). */
export async function updateSynonym(options: {
  db: Database;
  phrase: string;
  entry: Entry;
}): Promise<SynonymRow> {
  const { db, phrase, entry } = options;
  try {
    const row = await repo.updateSynonym(db, phrase, entry);
    if (!row) throw AppError.notFound(SEARCH_MESSAGES.synonymNotFound);
    return toRow(row);
  } catch (error) {
    if (uniqueViolation(error)) throw phraseTaken();
    throw error;
  } finally {
    forgetVocabulary(db);
  }
}

export async function deleteSynonym(options: { db: Database; phrase: string }): Promise<void> {
  const deleted = await repo.deleteSynonym(options.db, options.phrase);
  forgetVocabulary(options.db);
  if (!deleted) throw AppError.notFound(SEARCH_MESSAGES.synonymNotFound);
}
