import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdParam, NoContent, PdfFile } from '@dokkho/contract/common';
import {
  CoverLetter,
  CoverLetterUpdate,
  JsonResumeExport,
  PublicResume,
  RESUME_PDF_MESSAGES,
  RESUME_PHOTO_LIMITS,
  Resume,
  ResumeCreate,
  ResumeDuplicateRequest,
  ResumeImportRequest,
  ResumeShare,
  ResumeSummaryList,
  ResumeUpdate,
  ShareTokenParam,
} from '@dokkho/contract/resume';
import { resumesRoutes } from '@dokkho/contract/routes/resumes';
import { AppError } from '../../lib/app-error';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import { coverLetterPdf, resumePdf, sendPdfUnavailable } from '../resume-print/service';
import * as resumes from './service';

const PDF = ['application/pdf'];
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
async function registerResumeRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store, pdf, publicUrl: origin } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['resumes'] });
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  // Encapsulated in this plugin: only these routes accept multipart bodies (the photo).
  await app.register(multipart);

  defineRoute(resumesRoutes.list, {
    summary: 'My resumes, last edited first',
    schemas: { response: ResumeSummaryList },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.listResumes({ db, userId: userId(request), origin });
    },
  });

  defineRoute(resumesRoutes.create, {
    summary:
      'Start a resume (from the job seeker profile and Dokkho certificates unless from_profile is false)',
    schemas: { body: ResumeCreate, response: Resume },
    status: 201,
    errors: [409],
    handler: async (request, reply) => {
      const resume = await resumes.createResume({ db, userId: userId(request), input: request.body, origin });
      return reply.status(201).send(resume);
    },
  });

  defineRoute(resumesRoutes.importJson, {
    summary: 'Import a JSON Resume (schema v1.x) as a new resume',
    schemas: { body: ResumeImportRequest, response: Resume },
    status: 201,
    errors: [409],
    bodyLimit: 512 * 1024,
    handler: async (request, reply) => {
      const resume = await resumes.importJsonResume({
        db,
        userId: userId(request),
        title: request.body.title,
        json: request.body.json_resume,
        origin,
      });
      return reply.status(201).send(resume);
    },
  });

  defineRoute(resumesRoutes.get, {
    summary: 'One of my resumes, whole',
    schemas: { params: IdParam, response: Resume },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.getResume({ db, userId: userId(request), id: request.params.id, origin });
    },
  });

  defineRoute(resumesRoutes.update, {
    summary: 'Save (autosave): title, settings and whole sections; 409 when base_revision is stale',
    schemas: { params: IdParam, body: ResumeUpdate, response: Resume },
    errors: [409],
    handler: async (request) =>
      resumes.updateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        input: request.body,
        origin,
        now: new Date(),
      }),
  });

  defineRoute(resumesRoutes.delete, {
    summary: 'Delete one of my resumes',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await resumes.deleteResume({
        db,
        store,
        log: request.log,
        userId: userId(request),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  });

  defineRoute(resumesRoutes.duplicate, {
    summary: 'Copy a resume (to tailor it for another kind of job)',
    schemas: { params: IdParam, body: ResumeDuplicateRequest, response: Resume },
    status: 201,
    errors: [409],
    handler: async (request, reply) => {
      const resume = await resumes.duplicateResume({
        db,
        userId: userId(request),
        id: request.params.id,
        title: request.body?.title,
        origin,
      });
      return reply.status(201).send(resume);
    },
  });

  defineRoute(resumesRoutes.exportJson, {
    summary: 'Download a resume as JSON Resume (schema v1.x)',
    schemas: { params: IdParam, response: JsonResumeExport },
    handler: async (request, reply) => {
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
  });

  defineRoute(resumesRoutes.pdf, {
    summary: 'Download a resume as PDF (503 when this server has no Chromium: print from the browser)',
    schemas: { params: IdParam, response: PdfFile },
    produces: PDF,
    errors: [503],
    config: context.rateLimit(PDFS_PER_MINUTE),
    handler: async (request, reply) => {
      const resume = await resumes.printableResume({ db, userId: userId(request), id: request.params.id });
      if (!pdf) return sendPdfUnavailable(reply);
      const file = await resumePdf({ pdf, store, origin, ...resume });
      return sendPdf(reply, file, downloadName(resume.title, 'pdf'));
    },
  });

  defineRoute(resumesRoutes.uploadPhoto, {
    summary: 'Upload the photo (multipart/form-data, field "file")',
    description: `JPEG, PNG or WebP (decided from the content), at most ${RESUME_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB. Stored as a ${RESUME_PHOTO_LIMITS.sidePx}x${RESUME_PHOTO_LIMITS.sidePx} WebP with all metadata removed; basics.photo becomes its /media/ URL and the previous photo is deleted.`,
    schemas: { params: IdParam, response: Resume },
    consumes: ['multipart/form-data'],
    errors: [413, 415],
    config: context.rateLimit(UPLOADS_PER_MINUTE),
    handler: async (request) => {
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
        origin,
        now: new Date(),
      });
    },
  });

  defineRoute(resumesRoutes.removePhoto, {
    summary: 'Remove the photo',
    schemas: { params: IdParam, response: Resume },
    handler: async (request) =>
      resumes.removePhoto({
        db,
        store,
        log: request.log,
        userId: userId(request),
        id: request.params.id,
        origin,
        now: new Date(),
      }),
  });

  defineRoute(resumesRoutes.share, {
    summary: 'Turn the public link on (a new unlisted link each time; the previous one stops working)',
    schemas: { params: IdParam, response: ResumeShare },
    handler: async (request) =>
      resumes.shareResume({ db, userId: userId(request), id: request.params.id, origin }),
  });

  defineRoute(resumesRoutes.unshare, {
    summary: 'Turn the public link off',
    schemas: { params: IdParam, response: ResumeShare },
    handler: async (request) => resumes.unshareResume({ db, userId: userId(request), id: request.params.id }),
  });

  // Unlisted pages: not for search engines, not kept by shared caches (the owner can turn the link off).
  const publicHeaders = (reply: FastifyReply) =>
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'private, no-store');

  defineRoute(resumesRoutes.publicResume, {
    summary: 'A shared resume (no sign-in; 404 once the owner turned the link off)',
    schemas: { params: ShareTokenParam, response: PublicResume },
    handler: async (request, reply) => {
      publicHeaders(reply);
      return resumes.getPublicResume({ db, token: request.params.token });
    },
  });

  defineRoute(resumesRoutes.publicPdf, {
    summary: 'A shared resume as PDF (no sign-in; 503 without Chromium)',
    schemas: { params: ShareTokenParam, response: PdfFile },
    produces: PDF,
    errors: [503],
    config: context.rateLimit(PDFS_PER_MINUTE),
    handler: async (request, reply) => {
      publicHeaders(reply);
      const resume = await resumes.getPublicResume({ db, token: request.params.token });
      if (!pdf) return sendPdfUnavailable(reply);
      const file = await resumePdf({ pdf, store, origin, ...resume });
      return sendPdf(reply, file, downloadName(resume.title, 'pdf'));
    },
  });

  defineRoute(resumesRoutes.coverLetter, {
    summary: "The resume's cover letter (exists: false and a draft before the first save)",
    schemas: { params: IdParam, response: CoverLetter },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return resumes.getCoverLetter({ db, userId: userId(request), id: request.params.id });
    },
  });

  defineRoute(resumesRoutes.saveCoverLetter, {
    summary: 'Save the whole cover letter; 409 when base_revision is stale (0 for the first save)',
    schemas: { params: IdParam, body: CoverLetterUpdate, response: CoverLetter },
    errors: [409],
    handler: async (request) =>
      resumes.saveCoverLetter({
        db,
        userId: userId(request),
        id: request.params.id,
        input: request.body,
        now: new Date(),
      }),
  });

  defineRoute(resumesRoutes.deleteCoverLetter, {
    summary: 'Delete the cover letter',
    schemas: { params: IdParam, response: NoContent },
    status: 204,
    handler: async (request, reply) => {
      await resumes.deleteCoverLetter({ db, userId: userId(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  });

  defineRoute(resumesRoutes.coverLetterPdf, {
    summary:
      "The cover letter as PDF, with the resume's name, contact details and design (503 without Chromium)",
    schemas: { params: IdParam, response: PdfFile },
    produces: PDF,
    errors: [503],
    config: context.rateLimit(PDFS_PER_MINUTE),
    handler: async (request, reply) => {
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
  });
}

export const resumesModule: ApiModule = { name: 'resumes', routes: registerResumeRoutes };
