import type { FastifyReply } from 'fastify';
import { renderCoverLetterHtml, renderResumeHtml } from '@dokkho/resume-render/print-html';
import {
  RESUME_PDF_MESSAGES,
  RESUME_PHOTO_LIMITS,
  type CoverLetterDocument,
  type ResumeDocument,
  type ResumeSettings,
} from '@dokkho/contract/resume';
import { formatDhakaLongDate } from '@dokkho/domain/dates';
import type { ObjectStore } from '../../integrations/object-store/store';
import type { PdfRenderer } from '../../integrations/pdf/chromium';
import { AppError } from '../../lib/app-error';

/*
 * The server's PDFs: the same React templates as the builder's preview (@dokkho/resume-render), printed by
 * headless Chromium (integrations/pdf). Without a renderer every PDF route answers 503 and the web app
 * prints the preview through the browser instead.
 *
 * A module of its own, below both that print: resumes (the builder's PDFs) and job-seeker (the resume an
 * application sent). Inside resumes it made the two modules import each other, since resumes also drafts a
 * resume from the job seeker's profile (docs/decisions/022, no-module-cycle).
 */

/** Resume photos live under this folder of the object store (public /media/ URLs), one random name each. */
export const PHOTO_FOLDER = 'resume-photos';

/**
 * The 503 of a server without a renderer, sent by the routes directly: it is how this server is set up,
 * not a failure, so it does not go through the error handler (which logs every 5xx as an error).
 */
export function sendPdfUnavailable(reply: FastifyReply) {
  return reply.status(503).send({ detail: RESUME_PDF_MESSAGES.unavailable });
}

function requireRenderer(pdf: PdfRenderer | null): PdfRenderer {
  if (!pdf) throw new AppError(503, RESUME_PDF_MESSAGES.unavailable);
  return pdf;
}

/**
 * The photo as a data: URI. The page Chromium prints is loaded with setContent and has no origin, so a
 * /media/ URL would not load; and it must never fetch anything from the network. Only our own resume
 * photos are embedded: any other URL prints without a photo.
 */
export async function photoDataUri(store: ObjectStore, url: string): Promise<string | null> {
  if (!url) return null;
  const key = store.keyOf(url);
  if (!key || !key.startsWith(`${PHOTO_FOLDER}/`)) return null;
  const file = await store.open(key);
  if (!file || !file.contentType.startsWith('image/') || file.size > RESUME_PHOTO_LIMITS.maxBytes) {
    file?.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** The resume as PDF bytes (a snapshot or the live document alike). */
export async function resumePdf(options: {
  pdf: PdfRenderer | null;
  store: ObjectStore;
  origin: string;
  title: string;
  document: ResumeDocument;
  settings: ResumeSettings;
}): Promise<Buffer> {
  const pdf = requireRenderer(options.pdf);
  const photo = await photoDataUri(options.store, options.document.basics.photo);
  const document = { ...options.document, basics: { ...options.document.basics, photo: photo ?? '' } };
  const html = renderResumeHtml({
    document,
    settings: options.settings,
    origin: options.origin,
    photoSrc: photo ?? '',
    title: options.title,
  });
  return pdf.render(html);
}

/** The letter's date as it prints: "26 November 2026", in Bangladesh time. */
export const letterDate = (now: Date) => formatDhakaLongDate(now);

/** The cover letter as PDF bytes, with the resume's name, contact details and settings. */
export async function coverLetterPdf(options: {
  pdf: PdfRenderer | null;
  store: ObjectStore;
  now: Date;
  title: string;
  document: ResumeDocument;
  settings: ResumeSettings;
  letter: CoverLetterDocument;
}): Promise<Buffer> {
  const pdf = requireRenderer(options.pdf);
  const html = renderCoverLetterHtml({
    letter: options.letter,
    // The letter prints no photo; the basics are the resume's own.
    basics: { ...options.document.basics, photo: '' },
    settings: options.settings,
    date: letterDate(options.now),
    title: `Cover letter: ${options.title}`,
  });
  return pdf.render(html);
}
