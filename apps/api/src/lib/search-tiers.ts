/**
 * Text search in two tiers (docs/decisions/003): full text with every word as a prefix first, then, when
 * that finds nothing, trigram similarity, which tolerates typos ("fluter", "analytcs"). The catalog and
 * the job board search this way; each repository turns a mode into its own SQL.
 */
export type SearchMode = { kind: 'fulltext'; prefixQuery: string } | { kind: 'similar'; text: string };

/**
 * Turns free text into a safe `to_tsquery` string: words as prefixes, all required. A word keeps its
 * combining marks, so a Bangla word (vowel signs, the hasanta) stays one word.
 */
export function toPrefixQuery(text: string): string | null {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** One page through the tiers: no search, full text, else the typo tier; only punctuation finds nothing. */
export async function findInSearchTiers<Row>(
  search: string | undefined,
  findPage: (mode: SearchMode | null) => Promise<{ rows: Row[]; total: number }>,
): Promise<{ rows: Row[]; total: number }> {
  if (!search) return findPage(null);
  const prefixQuery = toPrefixQuery(search);
  if (!prefixQuery) return { rows: [], total: 0 };
  const page = await findPage({ kind: 'fulltext', prefixQuery });
  if (page.total > 0) return page;
  return findPage({ kind: 'similar', text: search.toLowerCase() });
}
