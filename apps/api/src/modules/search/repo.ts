import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { likePattern } from '../../lib/like-pattern';

const { searchSynonyms } = schema;

export type SynonymRecord = typeof searchSynonyms.$inferSelect;

/** Every synonym: a few hundred short rows, read whole and matched in memory. */
export function listSynonyms(db: Database): Promise<{ phrase: string; replacement: string }[]> {
  return db
    .select({ phrase: searchSynonyms.phrase, replacement: searchSynonyms.replacement })
    .from(searchSynonyms);
}

/**
 * One page of the vocabulary by phrase in code point order (Latin, then Bangla; the same on every server's
 * collation); `search` matches the phrase or the search words.
 */
export async function pageOfSynonyms(
  db: Database,
  options: { search: string | undefined; limit: number; offset: number },
): Promise<{ rows: SynonymRecord[]; total: number }> {
  const pattern = options.search ? likePattern(options.search) : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(searchSynonyms.phrase, pattern), ilike(searchSynonyms.replacement, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(sql`${searchSynonyms.phrase} collate "C"`)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(searchSynonyms).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Adds an entry; a phrase already there throws the unique violation of the primary key. */
export async function insertSynonym(
  db: Database,
  values: { phrase: string; replacement: string },
): Promise<SynonymRecord> {
  const [row] = await db.insert(searchSynonyms).values(values).returning();
  return row!;
}

/** Changes an entry (its phrase too); undefined when there is no such phrase. */
export async function updateSynonym(
  db: Database,
  phrase: string,
  values: { phrase: string; replacement: string },
): Promise<SynonymRecord | undefined> {
  const [row] = await db
    .update(searchSynonyms)
    .set(values)
    .where(eq(searchSynonyms.phrase, phrase))
    .returning();
  return row;
}

/** Removes an entry; false when there was no such phrase. */
export async function deleteSynonym(db: Database, phrase: string): Promise<boolean> {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.phrase, phrase))
    .returning({ phrase: searchSynonyms.phrase });
  return deleted.length > 0;
}
