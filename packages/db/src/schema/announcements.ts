import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { users } from './users';

/**
 * Course announcements (issue 17 item 7): the course's instructor writes to every learner of it. The
 * learners are told by the notification centre (one `course_announcement` notification each) and by
 * e-mail through the outbox, in the transaction that writes the announcement.
 */
export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown, as written; the web renders it sanitised, the e-mail quotes it as text. */
    body: text('body').notNull(),
    /** How many learners were told in the bell, and how many of them e-mailed, when it was sent. */
    recipients: integer('recipients').notNull().default(0),
    emailed: integer('emailed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // A course's announcements newest first (the instructor's list, the learner's filter): id is the cursor.
    index('course_announcements_course_idx').on(t.courseId, t.id.desc()),
  ],
);

/**
 * A learner who followed an announcement e-mail's unsubscribe link: later announcements of that course
 * are not e-mailed to them (the bell still has them). Per course, so one chatty course can be silenced
 * without losing the others; the notification centre's per-kind switch silences them all.
 */
export const announcementUnsubscribes = pgTable(
  'announcement_unsubscribes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
