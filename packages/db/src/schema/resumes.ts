import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 7: resumes built on Dokkho. The document (contract ResumeDocument) is stored whole as JSON: it is
 * always read and printed whole, its sections are edited together, and nothing queries inside it. The
 * contract's schema validates it on every write; `revision` rejects a save made on an older copy.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** Template, colour, font and paper (contract ResumeSettings). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    revision: integer('revision').notNull().default(0),
    /** The unlisted public link's token while sharing is on; a new one each time it is turned on. */
    shareToken: text('share_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.updatedAt.desc())],
);

/**
 * The cover letter that goes with a resume (one per resume, /js-dashboard/resume/cover-letter/{resumeid}):
 * contract CoverLetterDocument, stored whole like the resume's document. It prints with the resume's
 * name, contact details and settings, so the pair looks like one application.
 */
export const coverLetters = pgTable('cover_letters', {
  id: serial('id').primaryKey(),
  resumeId: integer('resume_id')
    .notNull()
    .unique()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  revision: integer('revision').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
