import { schema, type Database } from '@dokkho/db';

const { searchSynonyms } = schema;

/** Every synonym: a few hundred short rows, read whole and matched in memory. */
export function listSynonyms(db: Database): Promise<{ phrase: string; replacement: string }[]> {
  return db
    .select({ phrase: searchSynonyms.phrase, replacement: searchSynonyms.replacement })
    .from(searchSynonyms);
}
