import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_CLASS_MESSAGES,
  LIVE_CLASS_REMINDER_MINUTES,
  type LiveClassCreate,
  type LiveClassUpdate,
  type TeachingLiveClass,
  type TeachingLiveClasses,
} from '@dokkho/contract/live-classes';
import { notificationText, type NotificationParams } from '@dokkho/contract/notifications';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE } from '@dokkho/contract/teaching';
import type { Database } from '@dokkho/db';
import { dhakaLocalToUtc, utcToDhakaLocal } from '@dokkho/domain/dates';
import { AppError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/job-queue';
import * as catalog from '../catalog/authoring';
import { findCourseForReview, findCourseTeacher } from '../catalog/teaching';
import * as learning from '../learning/authoring';
import { seatCounts } from '../learning/teaching-stats';
import { notifyEach } from '../notifications/service';
import { requireInstructorProfileId } from '../users/roles';

/**
 * Live classes (issue 17 item 9, docs/decisions/036): the course's instructor schedules, reschedules and
 * cancels live modules and attaches their recordings, on a draft, in-review or published course (an
 * archived one reads only). This is operational, not an edit of the course's content, so a published
 * course takes it directly, without the editor's draft; a draft's revision still moves on, so an open
 * editor reloads. Enrolled learners are told of each change in the bell, in the same transaction, and
 * reminded an hour before the start by a sweep (`sendLiveClassReminders`).
 */

/** Where a learner's live-class notifications lead: the schedule lists the class with its link. */
export const LIVE_SCHEDULE_LINK = '/newDashboard/schedule';
/** How often this process looks for classes to remind learners of. */

function endOf(row: learning.LiveClassRow) {
  return new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
}

function toTeachingLiveClass(row: learning.LiveClassRow, now: Date): TeachingLiveClass {
  const endsAt = endOf(row);
  const { date, time } = utcToDhakaLocal(row.startsAt);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    position: row.position,
    starts_at: row.startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    date,
    time,
    duration_minutes: row.durationMinutes,
    join_url: row.joinUrl,
    recording_url: row.recordingUrl,
    status: now < row.startsAt ? 'upcoming' : now < endsAt ? 'live' : 'ended',
    reminded: row.remindedAt !== null,
  };
}

async function answer(
  db: Database,
  courseId: number,
  archived: boolean,
  now: Date,
): Promise<TeachingLiveClasses> {
  const [{ classes, modulesCount }, seats] = await Promise.all([
    learning.liveClasses(db, courseId),
    seatCounts({ db, courseIds: [courseId] }),
  ]);
  const all = classes.map((row) => toTeachingLiveClass(row, now));
  return {
    time_zone: 'Asia/Dhaka',
    can_schedule: !archived,
    modules_count: modulesCount,
    learners: seats[0]?.seats ?? 0,
    upcoming: all.filter((item) => item.status !== 'ended'),
    past: all.filter((item) => item.status === 'ended').reverse(),
  };
}

/** `GET instructor/courses/{id}/live-classes/`: a course the caller teaches, in any state. */
export async function listLiveClasses(options: {
  db: Database;
  userId: number;
  courseId: number;
  now: Date;
}): Promise<TeachingLiveClasses> {
  const { db, courseId } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const course = await findCourseForReview({ db, courseId });
  if (!course || course.instructorId !== instructorId)
    throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  return answer(db, courseId, course.status === 'archived', options.now);
}

interface WriteOptions {
  db: Database;
  userId: number;
  courseId: number;
  now: Date;
}

type LockedCourse = { id: number; title: string };

/**
 * One write: lock the caller's own course (another's is the same 404 as none), refuse an archived one,
 * change the rows and tell the learners in the same transaction, then answer the whole list.
 */
async function write(
  options: WriteOptions,
  change: (tx: Database, course: LockedCourse) => Promise<void>,
): Promise<TeachingLiveClasses> {
  const { db, courseId, now } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const course = await findCourseForReview({ db: tx, courseId, lock: true });
    if (!course || course.instructorId !== instructorId) {
      throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
    }
    if (course.status === 'archived') throw AppError.conflict(LIVE_CLASS_MESSAGES.archived);
    await change(tx, { id: course.id, title: course.title });
    await catalog.bumpDraftRevision(tx, courseId);
  });
  return answer(db, courseId, false, now);
}

/** A Dhaka date and time as an instant in the future, or a 400 on the date field that says why. */
function futureStart(date: string, time: string, now: Date): Date {
  const startsAt = dhakaLocalToUtc(date, time);
  if (!startsAt) {
    throw AppError.badRequest(LIVE_CLASS_MESSAGES.noSuchDate, { date: [LIVE_CLASS_MESSAGES.noSuchDate] });
  }
  if (startsAt <= now)
    throw AppError.badRequest(LIVE_CLASS_MESSAGES.past, { date: [LIVE_CLASS_MESSAGES.past] });
  return startsAt;
}

async function tellLearners(tx: Database, courseId: number, params: NotificationParams) {
  const learners = await learning.enrolledLearnerIds(tx, courseId);
  if (learners.length === 0) return;
  await notifyEach(
    tx,
    learners.map((userId) => ({ userId, params, link: LIVE_SCHEDULE_LINK })),
  );
}

const titles = (course: LockedCourse, classTitle: string) => ({
  course_title: notificationText(course.title),
  class_title: notificationText(classTitle),
});

/** `POST instructor/courses/{id}/live-classes/`. */
export async function scheduleLiveClass(options: WriteOptions & { body: LiveClassCreate }) {
  const { body, now } = options;
  return write(options, async (tx, course) => {
    const startsAt = futureStart(body.date, body.time, now);
    await learning.addLiveClass(tx, course.id, {
      title: body.title,
      description: body.description ?? '',
      startsAt,
      durationMinutes: body.duration_minutes,
      joinUrl: body.join_url,
      position: body.position,
    });
    await tellLearners(tx, course.id, {
      kind: 'live_class_scheduled',
      ...titles(course, body.title),
      starts_at: startsAt.toISOString(),
    });
  });
}

/**
 * `PATCH .../live-classes/{module_id}/`: a class that has ended keeps its time, length and link (409);
 * its title, description and place can still change. Learners hear of a new start only.
 */
export async function updateLiveClass(options: WriteOptions & { moduleId: number; body: LiveClassUpdate }) {
  const { body, now, moduleId } = options;
  return write(options, async (tx, course) => {
    const current = await learning.findLiveClass(tx, course.id, moduleId);
    const reschedules =
      body.date !== undefined || body.duration_minutes !== undefined || body.join_url !== undefined;
    if (reschedules && endOf(current) <= now) throw AppError.conflict(LIVE_CLASS_MESSAGES.ended);
    const startsAt = body.date !== undefined ? futureStart(body.date, body.time!, now) : undefined;
    const moved = startsAt !== undefined && startsAt.getTime() !== current.startsAt.getTime();
    await learning.updateLiveClass(tx, course.id, moduleId, {
      title: body.title,
      description: body.description,
      startsAt: moved ? startsAt : undefined,
      durationMinutes: body.duration_minutes,
      joinUrl: body.join_url,
      position: body.position,
    });
    if (moved) {
      await tellLearners(tx, course.id, {
        kind: 'live_class_changed',
        ...titles(course, body.title ?? current.title),
        change: 'rescheduled',
        starts_at: startsAt.toISOString(),
      });
    }
  });
}

/**
 * `DELETE .../live-classes/{module_id}/`: cancelling deletes the live module (it holds no lessons and no
 * progress). Learners are told when the class had not ended yet; an ended one just leaves the list.
 */
export async function cancelLiveClass(options: WriteOptions & { moduleId: number }) {
  const { now, moduleId } = options;
  return write(options, async (tx, course) => {
    const current = await learning.findLiveClass(tx, course.id, moduleId);
    await learning.deleteLiveClass(tx, course.id, moduleId);
    if (endOf(current) > now) {
      await tellLearners(tx, course.id, {
        kind: 'live_class_changed',
        ...titles(course, current.title),
        change: 'cancelled',
        starts_at: current.startsAt.toISOString(),
      });
    }
  });
}

/**
 * `PUT .../live-classes/{module_id}/recording/`: once the class has ended (409 before). Learners are told
 * when a recording first appears, not when its link is corrected.
 */
export async function setLiveClassRecording(
  options: WriteOptions & { moduleId: number; recordingUrl: string | null },
) {
  const { now, moduleId, recordingUrl } = options;
  return write(options, async (tx, course) => {
    const current = await learning.findLiveClass(tx, course.id, moduleId);
    if (endOf(current) > now) throw AppError.conflict(LIVE_CLASS_MESSAGES.notEnded);
    await learning.setLiveRecording(tx, moduleId, recordingUrl);
    if (recordingUrl !== null && current.recordingUrl === null) {
      await tellLearners(tx, course.id, { kind: 'live_class_recording', ...titles(course, current.title) });
    }
  });
}

/**
 * Reminds the enrolled learners of every class starting within the hour, once per class: the claim
 * (UPDATE ... RETURNING on `live_reminded_at`) and the reminders are one transaction, so concurrent sweeps
 * (two API processes) split the classes between them, and a failed sweep leaves its classes to the next.
 * Answers how many classes were reminded of.
 */
export async function sendLiveClassReminders(options: { db: Database; now: Date }): Promise<number> {
  const { db, now } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = await learning.claimDueLiveReminders(tx, now, LIVE_CLASS_REMINDER_MINUTES);
    for (const item of due) {
      const course = await findCourseTeacher({ db: tx, courseId: item.courseId });
      if (!course) continue;
      await tellLearners(tx, item.courseId, {
        kind: 'live_class_reminder',
        ...titles({ id: item.courseId, title: course.title }, item.title),
        starts_at: item.startsAt.toISOString(),
      });
    }
    return due.length;
  });
}

/** The reminder sweep every minute, on the job queue (one process a minute; the claim makes it once anyway). */
export function scheduleLiveClassReminders(options: {
  jobs: JobQueue;
  db: Database;
  log: FastifyBaseLogger;
}): void {
  options.jobs.every('teaching.live-class-reminders', { minutes: 1 }, async () => {
    const count = await sendLiveClassReminders({ db: options.db, now: new Date() });
    if (count > 0) options.log.info({ classes: count }, 'live class reminders sent');
  });
}
