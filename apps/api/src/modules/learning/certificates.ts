import { randomBytes } from 'node:crypto';
import type { CertificateDetails, CertifyResponse, CompletedCourse } from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { copiedTitleIn } from '../../lib/content-language';
import { findCourseRowsByIds, toCourseListItem } from '../catalog/service';
import { notify } from '../notifications/service';
import * as repo from './repo/certificates';

export const CERTIFICATE_NOT_FOUND_MESSAGE =
  'No certificate has this number. Check it against the certificate, letter by letter.';
export const ENROL_FOR_CERTIFICATE_MESSAGE = 'Enrol in this course and complete it to earn its certificate.';
export const CERTIFICATE_ISSUED_MESSAGE = 'Congratulations! Your certificate is ready.';
export const CERTIFICATE_EXISTS_MESSAGE = 'Your certificate for this course.';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** DKH- and 12 Crockford base32 characters (60 random bits) in groups of four: easy to read aloud. */
export function newCertificateSerial(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (byte) => CROCKFORD[byte & 31]).join('');
  return `DKH-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

type CertificateRow = repo.CertificateRow;

type CourseTitles = Awaited<ReturnType<typeof repo.findCourseTitles>>;

/**
 * A certificate as pages and the PDF show it. The course title is the one copied at issue; in Bangla it
 * is the course's Bangla title when one is written and the course has not been renamed since
 * (docs/decisions/026), so an English certificate always reads as it was issued.
 */
export function toCertificateDetails(
  row: CertificateRow,
  origin: string,
  language?: { locale: Locale; courses: CourseTitles },
): CertificateDetails {
  return {
    serial: row.serial,
    learner_name: row.learnerName,
    course_id: row.courseId,
    course_title: copiedTitleIn(
      language?.locale ?? DEFAULT_LOCALE,
      row.courseTitle,
      language?.courses.get(row.courseId),
    ),
    instructor_name: row.instructorName,
    issued_at: row.issuedAt.toISOString(),
    verify_url: `${origin}/certificate/${row.serial}`,
    pdf_url: `${origin}/api/course/certificate-pdf/${row.serial}/`,
  };
}

export async function findCertificate(db: Database, serial: string): Promise<CertificateRow> {
  const row = await repo.findCertificateBySerial(db, serial);
  if (!row) throw AppError.notFound(CERTIFICATE_NOT_FOUND_MESSAGE);
  return row;
}

/** A certificate by its number, as `locale` shows it (the verification page, the PDF). */
export async function getCertificateDetails(options: {
  db: Database;
  serial: string;
  origin: string;
  locale: Locale;
}): Promise<CertificateDetails> {
  const row = await findCertificate(options.db, options.serial);
  const courses = await repo.findCourseTitles(options.db, options.locale === 'bn' ? [row.courseId] : []);
  return toCertificateDetails(row, options.origin, { locale: options.locale, courses });
}

/**
 * What is left before a certificate: lessons not done and quizzes without a passing attempt. The rule
 * (issue 4 item 7): every lesson complete and every quiz passed.
 */
export const remainingWork = repo.countRemainingWork;

function howMany(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * `POST course/certify-user/`: issues the certificate once the course is complete, or hands back the
 * one already issued. Issuing also marks the enrolment completed, in the same transaction; the unique
 * (user, course) row makes a double request issue one certificate.
 */
export async function certifyUser(options: {
  db: Database;
  userId: number;
  courseId: number;
  origin: string;
  locale?: Locale;
}): Promise<{ created: boolean; body: CertifyResponse }> {
  const { db, userId, courseId, origin } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const shown = async (row: CertificateRow) =>
    toCertificateDetails(row, origin, {
      locale,
      courses: await repo.findCourseTitles(db, locale === 'bn' ? [row.courseId] : []),
    });
  const seat = await repo.findSeat(db, userId, courseId);
  if (!seat) {
    if (!(await repo.courseExists(db, courseId))) throw AppError.notFound('Course not found.');
    throw AppError.forbidden(ENROL_FOR_CERTIFICATE_MESSAGE);
  }
  const existing = await repo.findUserCertificate(db, userId, courseId);
  if (existing) {
    return {
      created: false,
      body: { detail: CERTIFICATE_EXISTS_MESSAGE, certificate: await shown(existing) },
    };
  }

  const left = await remainingWork(db, userId, courseId);
  if (left.lessons + left.quizzes === 0) {
    throw AppError.badRequest('This course has no lessons or quizzes yet, so there is nothing to certify.');
  }
  if (left.lessonsLeft + left.quizzesLeft > 0) {
    const parts = [
      left.lessonsLeft ? howMany(left.lessonsLeft, 'lesson', 'lessons') : null,
      left.quizzesLeft ? howMany(left.quizzesLeft, 'quiz', 'quizzes') : null,
    ].filter(Boolean);
    throw AppError.badRequest(
      `Finish every lesson and pass every quiz to get your certificate: ${parts.join(' and ')} to go.`,
    );
  }

  const facts = await repo.findCertificateFacts(db, userId, courseId);
  if (!facts) throw AppError.notFound('Course not found.');

  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const issued = await repo.issueCertificate(tx, {
      serial: newCertificateSerial(),
      userId,
      courseId,
      learnerName: `${facts.firstName} ${facts.lastName}`.trim(),
      courseTitle: facts.courseTitle,
      instructorName: `${facts.instructorFirstName} ${facts.instructorLastName}`.trim(),
      issuedAt: new Date(),
    });
    // Issue 17 item 8: the learner's bell, committed with the certificate (and only for a new one).
    if (issued) {
      await notify(tx, {
        userId,
        params: { kind: 'certificate_issued', course_title: issued.courseTitle, serial: issued.serial },
        link: '/newDashboard/certificates',
        at: issued.issuedAt,
      });
    }
    return issued;
  });
  if (row) {
    return {
      created: true,
      body: { detail: CERTIFICATE_ISSUED_MESSAGE, certificate: await shown(row) },
    };
  }
  // A concurrent request issued it first: answer with that one.
  const winner = await repo.findUserCertificate(db, userId, courseId);
  return {
    created: false,
    body: { detail: CERTIFICATE_EXISTS_MESSAGE, certificate: await shown(winner!) },
  };
}

/** `GET course/completed-courses/`: the learner's certificates with their courses, newest first. */
export async function listCompletedCourses(options: {
  db: Database;
  userId: number;
  origin: string;
  locale?: Locale;
}): Promise<CompletedCourse[]> {
  const { db, userId, origin } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const rows = await repo.listCertificatesWithCompletion(db, userId);
  const courseRows = await findCourseRowsByIds(
    db,
    rows.map((row) => row.certificate.courseId),
  );
  const byId = new Map(courseRows.map((course) => [course.id, course]));
  const titles: CourseTitles = new Map(
    courseRows.map((course) => [course.id, { title: course.title, titleBn: course.titleBn }]),
  );
  return rows.flatMap((row) => {
    const course = byId.get(row.certificate.courseId);
    if (!course) return [];
    return [
      {
        course: toCourseListItem(course, locale),
        completed_at: (row.completedAt ?? row.certificate.issuedAt).toISOString(),
        certificate: toCertificateDetails(row.certificate, origin, { locale, courses: titles }),
      },
    ];
  });
}
