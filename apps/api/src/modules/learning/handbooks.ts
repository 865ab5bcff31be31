import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HandbookDetails, HandbookDownloadResponse } from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { findCourseRowsByIds, toCourseListItem } from '../catalog/service';
import { renderHandbookPdf } from './handbook-pdf';
import * as repo from './repo/handbooks';

export const HANDBOOK_NOT_FOUND_MESSAGE = 'Handbook not found.';
export const DOWNLOAD_LINK_INVALID_MESSAGE =
  'This download link is not valid. Fill in the form again to get a new one.';
export const HANDBOOK_READY_MESSAGE = 'Your handbook is ready. The download starts now.';

async function findPublished(db: Database, id: number) {
  const row = await repo.findPublishedHandbook(db, id);
  if (!row) throw AppError.notFound(HANDBOOK_NOT_FOUND_MESSAGE);
  return row;
}

/** `GET course/handbook/{id}/`: the offer, without the content (that is behind the lead form). */
export async function getHandbook(options: {
  db: Database;
  id: number;
  /** The reader's language for the linked course (the handbook itself is written once). */
  locale?: Locale;
}): Promise<HandbookDetails> {
  const { db } = options;
  const handbook = await findPublished(db, options.id);
  const [downloads, courseRows] = await Promise.all([
    repo.countDownloads(db, [handbook.id]),
    handbook.courseId ? findCourseRowsByIds(db, [handbook.courseId]) : Promise.resolve([] as CourseRows),
  ]);
  return toHandbookDetails(handbook, downloads.get(handbook.id) ?? 0, courseRows, options.locale);
}

type CourseRows = Awaited<ReturnType<typeof findCourseRowsByIds>>;

function toHandbookDetails(
  handbook: repo.HandbookRow,
  downloads: number,
  courseRows: CourseRows,
  locale: Locale = DEFAULT_LOCALE,
): HandbookDetails {
  const course = courseRows.find((row) => row.id === handbook.courseId && row.kind === 'course');
  return {
    id: handbook.id,
    slug: handbook.slug,
    title: handbook.title,
    summary: handbook.summary,
    highlights: handbook.highlights,
    cover_url: handbook.coverUrl,
    course: course ? toCourseListItem(course, locale) : null,
    downloads,
  };
}

/**
 * `GET course/handbooks/`: every published handbook, oldest first (a short editorial list, so not paged),
 * for the learning center. Three queries whatever the number of handbooks.
 */
export async function listHandbooks(options: { db: Database; locale?: Locale }): Promise<HandbookDetails[]> {
  const { db } = options;
  const rows = await repo.findPublishedHandbooks(db);
  if (rows.length === 0) return [];
  const courseIds = [...new Set(rows.flatMap((row) => (row.courseId ? [row.courseId] : [])))];
  const [downloads, courseRows] = await Promise.all([
    repo.countDownloads(
      db,
      rows.map((row) => row.id),
    ),
    findCourseRowsByIds(db, courseIds),
  ]);
  return rows.map((row) => toHandbookDetails(row, downloads.get(row.id) ?? 0, courseRows, options.locale));
}

/**
 * Download links are `{downloadId}.{mac}`: the MAC (HMAC-SHA256 with the server secret) proves the link
 * came from a submitted form, so the file cannot be fetched by guessing ids.
 */
function linkMac(secret: string, handbookId: number, downloadId: number): string {
  return createHmac('sha256', secret).update(`handbook:${handbookId}:${downloadId}`).digest('base64url');
}

/** `POST course/handbook-download/{id}/`: records the lead and answers the download link. */
export async function requestHandbookDownload(options: {
  db: Database;
  id: number;
  input: { name: string; phone_number?: string | undefined; email?: string | undefined };
  origin: string;
  secret: string;
}): Promise<HandbookDownloadResponse> {
  const { db, input } = options;
  const handbook = await findPublished(db, options.id);
  const downloadId = await repo.insertDownload(db, {
    handbookId: handbook.id,
    name: input.name,
    phoneNumber: input.phone_number ?? null,
    email: input.email ?? null,
  });
  const token = `${downloadId}.${linkMac(options.secret, handbook.id, downloadId)}`;
  return {
    detail: HANDBOOK_READY_MESSAGE,
    download_url: `${options.origin}/api/course/handbook-file/${handbook.id}/${token}/`,
  };
}

/** The handbook's PDF for a valid download link. */
export async function renderHandbookFile(options: {
  db: Database;
  id: number;
  token: string;
  origin: string;
  secret: string;
  /** The reader's language, for the words the PDF adds (lib/pdf/document-locale.ts). */
  locale?: Locale | undefined;
}): Promise<{ filename: string; pdf: Buffer }> {
  const { db } = options;
  const [idPart, mac] = options.token.split('.');
  const expected = Buffer.from(linkMac(options.secret, options.id, Number(idPart)));
  const given = Buffer.from(mac ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw AppError.notFound(DOWNLOAD_LINK_INVALID_MESSAGE);
  }
  const handbook = await findPublished(db, options.id);
  const course = handbook.courseId ? await repo.findLinkedCourse(db, handbook.courseId) : undefined;
  const pdf = await renderHandbookPdf({
    title: handbook.title,
    summary: handbook.summary,
    highlights: handbook.highlights,
    body: handbook.body,
    course:
      course && course.status === 'published'
        ? {
            title: textIn(options.locale ?? DEFAULT_LOCALE, course.title, course.titleBn),
            url: `${options.origin}/courseDetails/${course.id}`,
          }
        : null,
    locale: options.locale,
  });
  return { filename: `dokkho-${handbook.slug}.pdf`, pdf };
}
