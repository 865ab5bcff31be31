import multipart from '@fastify/multipart';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  CoverLetter,
  CoverLetterUpdate,
  PublicResume,
  RESUME_PDF_MESSAGES,
  RESUME_PHOTO_LIMITS,
  Resume,
  ResumeCreate,
  ResumeDuplicate,
  ResumeImportRequest,
  ResumeShare,
  ResumeSummary,
  ResumeUpdate,
  ShareTokenParam,
} from '@dokkho/contract/resume';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import type { PdfRenderer } from '../../integrations/pdf/chromium';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import { coverLetterPdf, resumePdf, sendPdfUnavailable } from './print';
import * as resumes from './service';

const TAGS = ['resumes'];
const Errors = { 400: FieldErrors.or(ErrorDetail), 401: ErrorDetail, 404: ErrorDetail };
const PdfErrors = { ...Errors, 503: ErrorDetail };
/** Photo uploads decode images and PDFs start a browser page: a few a minute per address is plenty. */
const UPLOADS_PER_MINUTE = 10;
const PDFS_PER_MINUTE = 20;

const MULTIPART_ERRORS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
]);

/** The one file of a multipart upload, read into memory, with our limits said in our words. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the photo as multipart/form-data, in a field named "file".');
  }
  try {
    const part = await request.file({
      limits: { fileSize: RESUME_PHOTO_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw AppError.badRequest('Choose a photo to upload.');
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw AppError.badRequest('Choose a photo to upload.');
    return buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, RESUME_PDF_MESSAGES.photoSize);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest('Send one photo, in a field named "file".');
    }
    throw error;
  }
}

/** A download: ASCII in `filename`, the real name (Bangla too) in `filename*` (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachment(fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);
}

/** A file name for a download: the title's letters and digits (Bangla included), never a path. */
export function downloadName(title: string, extension: string): string {
  const base = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'resume'}.${extension}`;
}

/** Issue 7: the resume builder's API. Any signed-in user may build resumes; each sees only their own. */
export async function resumeRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    publicUrl: string;
    /** Photos (public /media/ URLs). */
    store: ObjectStore;
    /** The server's PDF renderer (headless Chromium), or null: the PDF routes answer 503. */
    pdf: PdfRenderer | null;
    /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
    rateLimits: boolean;
  },
) {
  const { db, guards, store, pdf } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const signedIn = { onRequest: guards.requireUser };
  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  // Encapsulated in this plugin: only these routes accept multipart bodies (the photo).
  await app.register(multipart);

  routes.get(
    '/resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'My resumes, last edited first',
        security: BEARER_SECURITY,
        response: { 200: z.array(ResumeSummary), 401: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.listResumes({ db, userId: userId(request), origin: options.publicUrl });
    },
  );

  routes.post(
    '/resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary:
          'Start a resume (from the job seeker profile and Dokkho certificates unless from_profile is false)',
        security: BEARER_SECURITY,
        body: ResumeCreate,
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.createResume({
        db,
        userId: userId(request),
        input: request.body,
        origin: options.publicUrl,
      });
      return reply.status(201).send(resume);
    },
  );

  routes.post(
    '/resume/import/',
    {
      ...signedIn,
      bodyLimit: 512 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Import a JSON Resume (schema v1.x) as a new resume',
        security: BEARER_SECURITY,
        body: ResumeImportRequest,
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.importJsonResume({
        db,
        userId: userId(request),
        title: request.body.title,
        json: request.body.json_resume,
        origin: options.publicUrl,
      });
      return reply.status(201).send(resume);
    },
  );

  routes.get(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'One of my resumes, whole',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: Resume, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.getResume({
        db,
        userId: userId(request),
        id: request.params.id,
        origin: options.publicUrl,
      });
    },
  );

  routes.patch(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Save (autosave): title, settings and whole sections; 409 when base_revision is stale',
        security: BEARER_SECURITY,
        params: IdParam,
        body: ResumeUpdate,
        response: { 200: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request) =>
      resumes.updateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        input: request.body,
        origin: options.publicUrl,
        now: new Date(),
      }),
  );

  routes.delete(
    '/resume/:id/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete one of my resumes',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await resumes.deleteResume({
        db,
        store,
        log: request.log,
        userId: userId(request),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/resume/:id/duplicate/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Copy a resume (to tailor it for another kind of job)',
        security: BEARER_SECURITY,
        params: IdParam,
        body: ResumeDuplicate.optional(),
        response: { 201: Resume, ...Errors, 409: ErrorDetail },
      },
    },
    async (request, reply) => {
      const resume = await resumes.duplicateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        title: request.body?.title,
        origin: options.publicUrl,
      });
      return reply.status(201).send(resume);
    },
  );

  routes.get(
    '/resume/:id/json-resume/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Download a resume as JSON Resume (schema v1.x)',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: z.record(z.string(), z.unknown()), ...Errors },
      },
    },
    async (request, reply) => {
      const { title, json } = await resumes.exportJsonResume({
        db,
        userId: userId(request),
        id: request.params.id,
      });
      const name = downloadName(title, 'json');
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="resume.json"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(json);
    },
  );

  routes.get(
    '/resume/:id/pdf/',
    {
      ...signedIn,
      config: rateLimit(PDFS_PER_MINUTE),
      schema: {
        tags: TAGS,
        summary: 'Download a resume as PDF (503 when this server has no Chromium: print from the browser)',
        security: BEARER_SECURITY,
        params: IdParam,
        produces: ['application/pdf'],
        response: PdfErrors,
      },
    },
    async (request, reply) => {
      const resume = await resumes.printableResume({ db, userId: userId(request), id: request.params.id });
      if (!pdf) return sendPdfUnavailable(reply);
      const file = await resumePdf({ pdf, store, origin: options.publicUrl, ...resume });
      return sendPdf(reply, file, downloadName(resume.title, 'pdf'));
    },
  );

  routes.post(
    '/resume/:id/photo/',
    {
      ...signedIn,
      config: rateLimit(UPLOADS_PER_MINUTE),
      schema: {
        tags: TAGS,
        summary: 'Upload the photo (multipart/form-data, field "file")',
        description: `JPEG, PNG or WebP (decided from the content), at most ${RESUME_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB. Stored as a ${RESUME_PHOTO_LIMITS.sidePx}x${RESUME_PHOTO_LIMITS.sidePx} WebP with all metadata removed; basics.photo becomes its /media/ URL and the previous photo is deleted.`,
        security: BEARER_SECURITY,
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: Resume, ...Errors, 413: ErrorDetail, 415: ErrorDetail },
      },
    },
    async (request) => {
      const id = request.params.id;
      // Another person's resume is a 404 before the upload is read.
      await resumes.printableResume({ db, userId: userId(request), id });
      const upload = await readPhoto(request);
      return resumes.replacePhoto({
        db,
        store,
        log: request.log,
        userId: userId(request),
        id,
        upload,
        origin: options.publicUrl,
        now: new Date(),
      });
    },
  );

  routes.delete(
    '/resume/:id/photo/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Remove the photo',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: Resume, ...Errors },
      },
    },
    async (request) =>
      resumes.removePhoto({
        db,
        store,
        log: request.log,
        userId: userId(request),
        id: request.params.id,
        origin: options.publicUrl,
        now: new Date(),
      }),
  );

  routes.post(
    '/resume/:id/share/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Turn the public link on (a new unlisted link each time; the previous one stops working)',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: ResumeShare, ...Errors },
      },
    },
    async (request) =>
      resumes.shareResume({ db, userId: userId(request), id: request.params.id, origin: options.publicUrl }),
  );

  routes.delete(
    '/resume/:id/share/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Turn the public link off',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: ResumeShare, ...Errors },
      },
    },
    async (request) => resumes.unshareResume({ db, userId: userId(request), id: request.params.id }),
  );

  // Unlisted pages: not for search engines, not kept by shared caches (the owner can turn the link off).
  const publicHeaders = (reply: FastifyReply) =>
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-store');

  routes.get(
    '/resume/public/:token/',
    {
      schema: {
        tags: TAGS,
        summary: 'A shared resume (no sign-in; 404 once the owner turned the link off)',
        params: ShareTokenParam,
        response: { 200: PublicResume, 400: FieldErrors.or(ErrorDetail), 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      publicHeaders(reply);
      return resumes.getPublicResume({ db, token: request.params.token });
    },
  );

  routes.get(
    '/resume/public/:token/pdf/',
    {
      config: rateLimit(PDFS_PER_MINUTE),
      schema: {
        tags: TAGS,
        summary: 'A shared resume as PDF (no sign-in; 503 without Chromium)',
        params: ShareTokenParam,
        produces: ['application/pdf'],
        response: { 400: FieldErrors.or(ErrorDetail), 404: ErrorDetail, 503: ErrorDetail },
      },
    },
    async (request, reply) => {
      publicHeaders(reply);
      const resume = await resumes.getPublicResume({ db, token: request.params.token });
      if (!pdf) return sendPdfUnavailable(reply);
      const file = await resumePdf({ pdf, store, origin: options.publicUrl, ...resume });
      return sendPdf(reply, file, downloadName(resume.title, 'pdf'));
    },
  );

  routes.get(
    '/resume/:id/cover-letter/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: "The resume's cover letter (exists: false and a draft before the first save)",
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 200: CoverLetter, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.getCoverLetter({ db, userId: userId(request), id: request.params.id });
    },
  );

  routes.put(
    '/resume/:id/cover-letter/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Save the whole cover letter; 409 when base_revision is stale (0 for the first save)',
        security: BEARER_SECURITY,
        params: IdParam,
        body: CoverLetterUpdate,
        response: { 200: CoverLetter, ...Errors, 409: ErrorDetail },
      },
    },
    async (request) =>
      resumes.saveCoverLetter({
        db,
        userId: userId(request),
        id: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  );

  routes.delete(
    '/resume/:id/cover-letter/',
    {
      ...signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete the cover letter',
        security: BEARER_SECURITY,
        params: IdParam,
        response: { 204: z.null(), ...Errors },
      },
    },
    async (request, reply) => {
      await resumes.deleteCoverLetter({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/resume/:id/cover-letter/pdf/',
    {
      ...signedIn,
      config: rateLimit(PDFS_PER_MINUTE),
      schema: {
        tags: TAGS,
        summary:
          "The cover letter as PDF, with the resume's name, contact details and design (503 without Chromium)",
        security: BEARER_SECURITY,
        params: IdParam,
        produces: ['application/pdf'],
        response: PdfErrors,
      },
    },
    async (request, reply) => {
      const printable = await resumes.printableCoverLetter({
        db,
        userId: userId(request),
        id: request.params.id,
      });
      if (!pdf) return sendPdfUnavailable(reply);
      const file = await coverLetterPdf({ pdf, store, now: new Date(), ...printable });
      const who = printable.document.basics.full_name || printable.title;
      return sendPdf(reply, file, downloadName(`Cover letter ${who}`, 'pdf'));
    },
  );
}
