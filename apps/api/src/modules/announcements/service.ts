import {
  ANNOUNCEMENT_COURSE_NOT_FOUND_MESSAGE,
  ANNOUNCEMENT_NOT_ENROLLED_MESSAGE,
  ANNOUNCEMENT_NOT_FOUND_MESSAGE,
  ANNOUNCEMENT_NOT_PUBLISHED_MESSAGE,
  UNSUBSCRIBE_TOKEN_INVALID_MESSAGE,
  type AnnouncementInput,
  type AnnouncementItem,
  type AnnouncementPage,
  type TeachingAnnouncement,
  type TeachingAnnouncementPage,
  type UnsubscribeStatus,
} from '@dokkho/contract/announcements';
import type { Locale } from '@dokkho/contract/locale';
import { notificationText } from '@dokkho/contract/notifications';
import { PG_INTEGER_MAX } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { recipientLocale } from '../../lib/recipient-locale';
import { getProfile } from '../auth/service';
import { findCourseRowsByIds } from '../catalog/service';
import { findCourseTeacher, findInstructorCourse } from '../catalog/teaching';
import { accessToCourse, listEnrolledCourseIds } from '../learning/service';
import { courseRecipients, seatCounts } from '../learning/teaching-stats';
import { emailOptOuts, notifyEach } from '../notifications/service';
import { queueEmails } from '../outbox/service';
import { requireInstructorProfileId } from '../users/roles';
import { announcementEmail, announcementPath } from './announcement-email';
import * as repo from './repo';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/*
 * Course announcements (issue 17 item 7, ADR 040). The instructor writes on a course they teach (found
 * among their own: another's course is the same 404 as none); every learner holding a seat is told in the
 * bell and, unless they switched announcement e-mails off or unsubscribed from this course's, by e-mail:
 * the announcement, the notifications and the e-mails are committed together, each in bulk.
 */

/** Where the announcement e-mails go out: the outbox rows, committed, handed to a background sender. */
export interface AnnouncementMailer {
  origin: string;
  /** AUTH_SECRET: the key the unsubscribe tokens are signed with. */
  secret: string;
  /** Sends the committed outbox rows (after the transaction, without holding up the answer). */
  deliver(outboxIds: number[]): void;
}

const personName = (firstName: string, lastName: string) => [firstName, lastName].filter(Boolean).join(' ');

function encodeCursor(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

function decodeCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  // A forged cursor is a 400, never a database error (an id past PostgreSQL's integer).
  if (!/^\d{1,10}$/.test(text) || Number(text) > PG_INTEGER_MAX || Number(text) < 1) {
    throw AppError.badRequest('This page link is not valid');
  }
  return Number(text);
}

function toItem(row: repo.AnnouncementWithAuthor, courseTitle: string): AnnouncementItem {
  const { announcement } = row;
  return {
    id: announcement.id,
    course: { id: announcement.courseId, title: courseTitle },
    author: { name: personName(row.firstName, row.lastName), avatar: row.avatar },
    title: announcement.title,
    body: announcement.body,
    created_at: announcement.createdAt.toISOString(),
    edited_at: announcement.editedAt?.toISOString() ?? null,
  };
}

function toTeachingItem(row: repo.AnnouncementWithAuthor, courseTitle: string): TeachingAnnouncement {
  return {
    ...toItem(row, courseTitle),
    recipients: row.announcement.recipients,
    emailed: row.announcement.emailed,
  };
}

/** The course when the caller teaches it (their instructor profile's own); a 404 for anyone else's. */
async function findTaughtCourse(db: Database, userId: number, courseId: number) {
  const instructorId = await requireInstructorProfileId({ db, userId });
  const course = await findInstructorCourse({ db, instructorId, courseId });
  if (!course) throw AppError.notFound(ANNOUNCEMENT_COURSE_NOT_FOUND_MESSAGE);
  return course;
}

/** An announcement on a course the caller teaches; a 404 for one on anyone else's (and for none). */
async function findTaughtAnnouncement(db: Database, userId: number, announcementId: number) {
  const row = await repo.findAnnouncement(db, announcementId);
  if (!row) throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
  const instructorId = await requireInstructorProfileId({ db, userId });
  const course = await findInstructorCourse({ db, instructorId, courseId: row.announcement.courseId });
  if (!course) throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
  return { row, course };
}

/** `GET teaching/courses/{id}/announcements/`: the instructor's announcements on one course, newest first. */
export async function listTeachingAnnouncements(options: {
  db: Database;
  userId: number;
  courseId: number;
  query: { cursor?: string | undefined; limit: number };
}): Promise<TeachingAnnouncementPage> {
  const { db, query } = options;
  const course = await findTaughtCourse(db, options.userId, options.courseId);
  const [rows, seats] = await Promise.all([
    repo.findAnnouncementPage(db, {
      courseIds: [course.id],
      before: decodeCursor(query.cursor),
      limit: query.limit,
    }),
    seatCounts({ db, courseIds: [course.id] }),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map((row) => toTeachingItem(row, course.title)),
    next_cursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!.announcement.id) : null,
    audience: seats[0]?.seats ?? 0,
  };
}

/**
 * `POST teaching/courses/{id}/announcements/`: writes the announcement and tells every learner of the
 * course, in one transaction: one notification each and one outbox e-mail each for those who want it,
 * inserted in bulk (a course may have thousands). The e-mails are sent after the commit, in the background.
 */
export async function createAnnouncement(options: {
  db: Database;
  mailer: AnnouncementMailer;
  userId: number;
  courseId: number;
  input: AnnouncementInput;
  now: Date;
}): Promise<TeachingAnnouncement> {
  const { db, mailer, userId, input, now } = options;
  const course = await findTaughtCourse(db, userId, options.courseId);
  // A draft or a course in review has no learners to tell (an archived course keeps its learners).
  if (course.status !== 'published' && course.status !== 'archived') {
    throw AppError.badRequest(ANNOUNCEMENT_NOT_PUBLISHED_MESSAGE);
  }
  const author = await getProfile({ db, userId });
  const authorName = personName(author.first_name, author.last_name) || author.username;

  const { created, outboxIds } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const announcement = await repo.insertAnnouncement(tx, {
      courseId: course.id,
      authorId: userId,
      title: input.title.trim(),
      body: input.body.trim(),
      createdAt: now,
    });
    // The instructor holding a seat in their own course is not told of their own announcement.
    const learners = (await courseRecipients({ db: tx, courseId: course.id })).filter(
      (learner) => learner.userId !== userId,
    );
    const ids = learners.map((learner) => learner.userId);
    const [optedOut, unsubscribed] = await Promise.all([
      emailOptOuts(tx, ids, 'course_announcement'),
      repo.findUnsubscribed(tx, course.id).then((rows) => new Set(rows)),
    ]);
    const link = announcementPath(announcement.id);
    await notifyEach(
      tx,
      learners.map((learner) => ({
        userId: learner.userId,
        params: {
          kind: 'course_announcement',
          course_title: notificationText(course.title),
          title: notificationText(announcement.title),
          author_name: notificationText(authorName),
        },
        link,
        at: now,
      })),
    );
    const emailed = learners.filter(
      (learner) => !optedOut.has(learner.userId) && !unsubscribed.has(learner.userId),
    );
    const queued = await queueEmails(
      tx,
      emailed.map((learner) => {
        const locale: Locale = recipientLocale(learner.language);
        return announcementEmail({
          to: learner.email,
          firstName: learner.firstName || learner.username,
          authorName,
          courseTitle: course.title,
          title: announcement.title,
          body: announcement.body,
          link: `${mailer.origin}${link}`,
          unsubscribeToken: signUnsubscribeToken(mailer.secret, {
            userId: learner.userId,
            courseId: course.id,
          }),
          origin: mailer.origin,
          locale,
        });
      }),
    );
    const counts = { recipients: learners.length, emailed: emailed.length };
    await repo.setDelivery(tx, announcement.id, counts);
    return { created: announcement, outboxIds: queued };
  });
  if (outboxIds.length > 0) mailer.deliver(outboxIds);
  return getTeachingItem(db, created.id, course.title);
}

async function getTeachingItem(db: Database, id: number, courseTitle: string): Promise<TeachingAnnouncement> {
  const row = await repo.findAnnouncement(db, id);
  if (!row) throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
  return toTeachingItem(row, courseTitle);
}

/** `PATCH teaching/announcements/{id}/`: corrects the text; learners are not told again. */
export async function editAnnouncement(options: {
  db: Database;
  userId: number;
  announcementId: number;
  input: AnnouncementInput;
  now: Date;
}): Promise<TeachingAnnouncement> {
  const { db, input } = options;
  const { row, course } = await findTaughtAnnouncement(db, options.userId, options.announcementId);
  await repo.updateAnnouncement(db, row.announcement.id, {
    title: input.title.trim(),
    body: input.body.trim(),
    editedAt: options.now,
  });
  return getTeachingItem(db, row.announcement.id, course.title);
}

/**
 * `DELETE teaching/announcements/{id}/`. The bell's notifications stay (they were told), and lead to a
 * page that says the announcement was removed; e-mails already sent cannot be called back.
 */
export async function deleteAnnouncement(options: {
  db: Database;
  userId: number;
  announcementId: number;
}): Promise<void> {
  const { row } = await findTaughtAnnouncement(options.db, options.userId, options.announcementId);
  await repo.deleteAnnouncement(options.db, row.announcement.id);
}

async function courseTitles(db: Database, ids: number[], locale: Locale): Promise<Map<number, string>> {
  const rows = await findCourseRowsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, textIn(locale, row.title, row.titleBn)]));
}

/**
 * `GET course/announcements/`: the learner's announcements, newest first: of every course they hold a
 * seat in, or of one course (a course they have no seat in, do not teach and are not staff of is a 403).
 */
export async function listMyAnnouncements(options: {
  db: Database;
  userId: number;
  locale: Locale;
  query: { course?: number | undefined; cursor?: string | undefined; limit: number };
}): Promise<AnnouncementPage> {
  const { db, userId, query } = options;
  const enrolled = await listEnrolledCourseIds({ db, userId });
  let courseIds = enrolled;
  if (query.course !== undefined) {
    if (!enrolled.includes(query.course)) {
      const access = await accessToCourse({ db, userId, courseId: query.course });
      if (!access.teaching && !access.staff) throw AppError.forbidden(ANNOUNCEMENT_NOT_ENROLLED_MESSAGE);
    }
    courseIds = [query.course];
  }
  const [rows, counts] = await Promise.all([
    repo.findAnnouncementPage(db, { courseIds, before: decodeCursor(query.cursor), limit: query.limit }),
    repo.countByCourse(db, enrolled),
  ]);
  const page = rows.slice(0, query.limit);
  const titles = await courseTitles(
    db,
    [...new Set([...counts.map((c) => c.courseId), ...page.map((r) => r.announcement.courseId)])],
    options.locale,
  );
  return {
    results: page.map((row) => toItem(row, titles.get(row.announcement.courseId) ?? '')),
    next_cursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!.announcement.id) : null,
    courses: counts
      .map((c) => ({ id: c.courseId, title: titles.get(c.courseId) ?? '', count: c.n }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
}

/** `GET course/announcements/{id}/`: one announcement (the bell leads here); a stranger's is a 404. */
export async function getAnnouncement(options: {
  db: Database;
  userId: number;
  announcementId: number;
  locale: Locale;
}): Promise<AnnouncementItem> {
  const { db, userId } = options;
  const row = await repo.findAnnouncement(db, options.announcementId);
  if (!row) throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
  const access = await accessToCourse({ db, userId, courseId: row.announcement.courseId });
  if (!access.enrolled && !access.teaching && !access.staff) {
    throw AppError.notFound(ANNOUNCEMENT_NOT_FOUND_MESSAGE);
  }
  const titles = await courseTitles(db, [row.announcement.courseId], options.locale);
  return toItem(row, titles.get(row.announcement.courseId) ?? '');
}

/** Who and which course the link names; a tampered or foreign token is a 400. */
async function readToken(db: Database, secret: string, token: string) {
  const named = verifyUnsubscribeToken(secret, token);
  if (!named) throw AppError.badRequest(UNSUBSCRIBE_TOKEN_INVALID_MESSAGE);
  const course = await findCourseTeacher({ db, courseId: named.courseId });
  // Signed by us, for a course since deleted: nothing is left to send, nothing to change.
  if (!course) throw AppError.badRequest(UNSUBSCRIBE_TOKEN_INVALID_MESSAGE);
  return { ...named, courseTitle: course.title };
}

/** `GET announcements/unsubscribe/?token=`: what the link is about; changes nothing (mail scanners open it). */
export async function unsubscribeStatus(options: {
  db: Database;
  secret: string;
  token: string;
}): Promise<UnsubscribeStatus> {
  const { db } = options;
  const named = await readToken(db, options.secret, options.token);
  return {
    course_title: named.courseTitle,
    subscribed: !(await repo.isUnsubscribed(db, named.userId, named.courseId)),
  };
}

/**
 * `POST announcements/unsubscribe/?token=`: the page's one click (or a mail client's RFC 8058 one-click
 * POST) stops this course's announcement e-mails to this person; `subscribed=true` undoes it.
 */
export async function setSubscription(options: {
  db: Database;
  secret: string;
  token: string;
  subscribed: boolean;
  now: Date;
}): Promise<UnsubscribeStatus> {
  const { db } = options;
  const named = await readToken(db, options.secret, options.token);
  await repo.setUnsubscribed(db, {
    userId: named.userId,
    courseId: named.courseId,
    unsubscribed: !options.subscribed,
    at: options.now,
  });
  return { course_title: named.courseTitle, subscribed: options.subscribed };
}
