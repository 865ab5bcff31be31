import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bangla and Banglish search (issue 16 item 7): a phrase people type ("এক্সেল", "ফ্রিল্যান্সিং",
 * "graphics", "shikhte") and what the catalog and the job board search for instead ("excel",
 * "freelancing", "graphic", nothing). Both search tiers (full text and trigram) use the rewritten text.
 * The migration loads a base vocabulary; staff extend it.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  /** Lowercase, NFC, single spaces: how the search text is normalised before it is matched. */
  phrase: text('phrase').primaryKey(),
  /** The English search words; empty for a filler word ("chai", "শিখতে") that is dropped. */
  replacement: text('replacement').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
