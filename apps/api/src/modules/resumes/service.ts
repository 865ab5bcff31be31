import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dokkho/db';
import { readJsonResume, toJsonResume } from '@dokkho/contract/json-resume';
import {
  CoverLetterDocument,
  RESUME_LIMITS,
  RESUME_MESSAGES,
  RESUME_PDF_MESSAGES,
  RESUME_PHOTO_LIMITS,
  ResumeDocument,
  ResumeSettings,
  StoredResumeDocument,
  resumeCompletion,
  type CoverLetter,
  type JsonResumeKept,
  type PublicResume,
  type Resume,
  type ResumeCertification,
  type ResumeShare,
  type ResumeSummary,
  type ResumeUpdateValues,
} from '@dokkho/contract/resume';
import type { ObjectStore } from '../../integrations/object-store/store';
import { AppError } from '../../lib/app-error';
import { toSquareWebp } from '../../lib/square-image';
import { loadCertificates, loadEducations, loadExperiences, toMonth } from '../job-seeker/candidate';
import { PHOTO_FOLDER } from '../resume-print/service';
import * as repo from './repo';
import type { CoverLetterRow, ResumeRow } from './repo';

/*
 * Issue 7's resumes: one JSON document per resume, owned by one user. Every read and write is scoped to
 * the signed-in user (another person's resume is a 404, as if it did not exist).
 */

/** Short ids for list entries (the builder makes its own the same way). */
export const newItemId = () => randomBytes(6).toString('base64url');

/** What a response says besides the row: the public link's origin and whether a cover letter exists. */
interface ResumeExtras {
  origin: string;
  hasCoverLetter: boolean;
}

export const shareUrl = (origin: string, token: string | null) => (token ? `${origin}/r/${token}` : null);

function toSummary(
  row: ResumeRow,
  document: ResumeDocument,
  settings: ResumeSettings,
  extras: ResumeExtras,
): ResumeSummary {
  return {
    id: row.id,
    title: row.title,
    template: settings.template,
    completion: resumeCompletion(document),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    share_url: shareUrl(extras.origin, row.shareToken),
    has_cover_letter: extras.hasCoverLetter,
  };
}

/**
 * A stored row as the API answers it. Stored documents are read through the schema, so one saved by an
 * older version of the builder gains the defaults of fields added since.
 */
function toResume(row: ResumeRow, extras: ResumeExtras): Resume {
  const document = ResumeDocument.parse(row.document);
  const settings = ResumeSettings.parse(row.settings);
  return { ...toSummary(row, document, settings, extras), document, settings, revision: row.revision };
}

async function answer(db: Database, row: ResumeRow, origin: string): Promise<Resume> {
  const letters = await repo.resumeIdsWithCoverLetters(db, [row.id]);
  return toResume(row, { origin, hasCoverLetter: letters.has(row.id) });
}

async function findOwn(db: Database, userId: number, id: number): Promise<ResumeRow> {
  const row = await repo.findOwnResume(db, userId, id);
  if (!row) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return row;
}

/**
 * The JSON Resume file an imported resume came from, kept in the stored document beside what the API
 * answers (ResumeDocument leaves it out), for its export; null for a resume made here.
 */
const keptFile = (row: ResumeRow): JsonResumeKept | null =>
  StoredResumeDocument.shape.json_resume.parse((row.document as { json_resume?: unknown }).json_resume);

/** A document to store, with the kept file when there is one (others keep no `json_resume` key). */
const withKept = (document: ResumeDocument, kept: JsonResumeKept | null) =>
  kept ? { ...document, json_resume: kept } : document;

async function assertRoomForAnother(db: Database, userId: number) {
  if ((await repo.countOwnResumes(db, userId)) >= RESUME_LIMITS.resumesPerUser) {
    throw AppError.conflict(RESUME_MESSAGES.tooMany);
  }
}

/**
 * Dokkho certificates in a document are facts, not claims: their name, issuer, date and link come from the
 * certificate itself. `strict` (the builder): a serial that is not the user's is refused; otherwise (an
 * import) it is dropped and the entry stays as a self-declared one.
 */
async function settleCertifications(
  db: Database,
  userId: number,
  certifications: ResumeCertification[],
  origin: string,
  strict: boolean,
): Promise<ResumeCertification[]> {
  const serials = certifications.map((c) => c.certificate_serial).filter((s): s is string => Boolean(s));
  if (serials.length === 0) return certifications;
  const rows = await repo.findEarnedCertificates(db, userId, serials);
  const bySerial = new Map(rows.map((row) => [row.serial, row]));
  return certifications.map((cert) => {
    if (!cert.certificate_serial) return cert;
    const earned = bySerial.get(cert.certificate_serial);
    if (!earned) {
      if (strict) throw AppError.badRequest(RESUME_MESSAGES.certificateNotYours);
      return { ...cert, certificate_serial: null };
    }
    return {
      ...cert,
      name: earned.courseTitle,
      issuer: 'Dokkho',
      date: earned.issuedAt.toISOString().slice(0, 7),
      url: `${origin}/certificate/${earned.serial}`,
    };
  });
}

const capitalise = (skill: string) => skill.charAt(0).toUpperCase() + skill.slice(1);

/** A first draft from what Dokkho already knows: the account, the job seeker profile, the certificates. */
async function documentFromProfile(db: Database, userId: number, origin: string): Promise<ResumeDocument> {
  const { user, seeker } = await repo.findProfileSources(db, userId);
  const [experiences, educations, certificates] = await Promise.all([
    loadExperiences(db, seeker ? [seeker.id] : []),
    loadEducations(db, seeker ? [seeker.id] : []),
    loadCertificates(db, [userId]),
  ]);
  const document = ResumeDocument.parse({
    basics: {
      full_name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      headline: seeker?.headline ?? '',
      email: user?.email ?? '',
      phone: user?.phoneNumber ?? '',
      location: [seeker?.district, seeker?.division].filter(Boolean).join(', '),
    },
    summary: seeker?.about.slice(0, RESUME_LIMITS.summaryMax) ?? '',
    experience: (seeker ? (experiences.get(seeker.id) ?? []) : []).map((row) => ({
      id: newItemId(),
      position: row.title,
      company: row.company,
      employment_type: row.employmentType,
      start: toMonth(row.startMonth),
      end: row.endMonth ? toMonth(row.endMonth) : '',
      current: row.endMonth === null,
      description: row.description.slice(0, RESUME_LIMITS.longText),
    })),
    education: (seeker ? (educations.get(seeker.id) ?? []) : []).map((row) => ({
      id: newItemId(),
      institution: row.institution,
      level: row.level,
      area: row.subject,
      end: row.passingYear ? String(row.passingYear) : '',
      result: row.result,
    })),
    skills: (seeker?.skills ?? []).map((skill) => ({ id: newItemId(), name: capitalise(skill) })),
    certifications: (certificates.get(userId) ?? []).map((cert) => ({
      id: newItemId(),
      certificate_serial: cert.serial,
    })),
  });
  return {
    ...document,
    certifications: await settleCertifications(db, userId, document.certifications, origin, true),
  };
}

/** `GET resume/`: the user's resumes, last edited first. */
export async function listResumes(options: {
  db: Database;
  userId: number;
  origin: string;
}): Promise<ResumeSummary[]> {
  const rows = await repo.listOwnResumes(options.db, options.userId);
  const letters = await repo.resumeIdsWithCoverLetters(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toSummary(row, ResumeDocument.parse(row.document), ResumeSettings.parse(row.settings), {
      origin: options.origin,
      hasCoverLetter: letters.has(row.id),
    }),
  );
}

async function insertResume(
  db: Database,
  values: { userId: number; title: string; document: ResumeDocument; settings: ResumeSettings },
  origin: string,
): Promise<Resume> {
  const row = await repo.insertResume(db, values);
  return toResume(row, { origin, hasCoverLetter: false });
}

/** `POST resume/`. */
export async function createResume(options: {
  db: Database;
  userId: number;
  input: { title: string; from_profile: boolean };
  origin: string;
}): Promise<Resume> {
  const { db, userId, input } = options;
  await assertRoomForAnother(db, userId);
  const document = input.from_profile
    ? await documentFromProfile(db, userId, options.origin)
    : ResumeDocument.parse({});
  return insertResume(
    db,
    { userId, title: input.title, document, settings: ResumeSettings.parse({}) },
    options.origin,
  );
}

export async function getResume(options: {
  db: Database;
  userId: number;
  id: number;
  origin: string;
}): Promise<Resume> {
  return answer(options.db, await findOwn(options.db, options.userId, options.id), options.origin);
}

/**
 * `PATCH resume/{id}/`: the sections sent replace the stored ones. The write is conditional on the
 * revision the edit was made on, so a tab holding an older copy cannot overwrite a newer save (409).
 */
export async function updateResume(options: {
  db: Database;
  userId: number;
  id: number;
  input: ResumeUpdateValues;
  origin: string;
  now: Date;
}): Promise<Resume> {
  const { db, userId, id, input } = options;
  const current = await findOwn(db, userId, id);
  if (current.revision !== input.base_revision) throw AppError.conflict(RESUME_MESSAGES.stale);
  const stored = toResume(current, { origin: options.origin, hasCoverLetter: false });
  const changes = { ...input.document };
  // The photo is ours to set (POST/DELETE resume/{id}/photo/): a save never points it at another file,
  // and an autosave sent before an upload finished does not undo the upload.
  if (changes.basics) changes.basics = { ...changes.basics, photo: stored.document.basics.photo };
  if (changes.certifications) {
    changes.certifications = await settleCertifications(
      db,
      userId,
      changes.certifications,
      options.origin,
      true,
    );
  }
  const document = ResumeDocument.parse({ ...stored.document, ...changes });
  const settings = ResumeSettings.parse({ ...stored.settings, ...input.settings });
  // The repo keeps the photo as stored at the moment of the write (an upload may land between the read
  // and this).
  const row = await repo.updateResumeAtRevision(db, {
    userId,
    id,
    baseRevision: input.base_revision,
    title: input.title ?? current.title,
    document: withKept(document, keptFile(current)),
    settings,
    now: options.now,
  });
  // Another save landed between the read and this write.
  if (!row) throw AppError.conflict(RESUME_MESSAGES.stale);
  return answer(db, row, options.origin);
}

/** `DELETE resume/{id}/`: the resume, its cover letter (cascade) and its photo, unless still in use. */
export async function deleteResume(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  id: number;
}): Promise<void> {
  const row = await repo.deleteOwnResume(options.db, options.userId, options.id);
  if (!row) throw AppError.notFound(RESUME_MESSAGES.notFound);
  await deletePhotoIfUnused(options, ResumeDocument.parse(row.document).basics.photo);
}

/** `POST resume/{id}/duplicate/`: a copy to tailor for another kind of job. */
export async function duplicateResume(options: {
  db: Database;
  userId: number;
  id: number;
  title: string | undefined;
  origin: string;
}): Promise<Resume> {
  const { db, userId } = options;
  const row = await findOwn(db, userId, options.id);
  const source = toResume(row, { origin: options.origin, hasCoverLetter: false });
  await assertRoomForAnother(db, userId);
  const title = options.title ?? `Copy of ${source.title}`.slice(0, RESUME_LIMITS.titleMax);
  // The copy shares the photo file (deleting either resume keeps it while the other uses it) and the
  // imported file its export starts from.
  const document = withKept(source.document, keptFile(row));
  return insertResume(db, { userId, title, document, settings: source.settings }, options.origin);
}

/** `GET resume/{id}/json-resume/`. */
export async function exportJsonResume(options: { db: Database; userId: number; id: number }) {
  const row = await findOwn(options.db, options.userId, options.id);
  const resume = toResume(row, { origin: '', hasCoverLetter: false });
  return { title: resume.title, json: toJsonResume(resume.document, keptFile(row)) };
}

/** `POST resume/import/`. */
export async function importJsonResume(options: {
  db: Database;
  userId: number;
  title: string | undefined;
  json: Record<string, unknown>;
  origin: string;
}): Promise<Resume> {
  const { db, userId } = options;
  await assertRoomForAnother(db, userId);
  // The file is kept whole with the document, so its export gives back what the builder does not show.
  const { document: imported, kept } = readJsonResume(options.json, newItemId);
  const document = {
    ...imported,
    certifications: await settleCertifications(db, userId, imported.certifications, options.origin, false),
  };
  const title =
    options.title ??
    (document.basics.full_name ? `${document.basics.full_name} (imported)` : 'Imported resume');
  return insertResume(
    db,
    {
      userId,
      title: title.slice(0, RESUME_LIMITS.titleMax),
      document: withKept(document, kept),
      settings: ResumeSettings.parse({}),
    },
    options.origin,
  );
}

// ---------------------------------------------------------------------------------------------------
// Photo

const PHOTO_MESSAGES = {
  type: RESUME_PDF_MESSAGES.photoType,
  tooManyPixels: 'This photo has too many pixels. Choose a smaller one (under 40 megapixels).',
  unreadable: 'This image could not be read. It may be damaged; try another one.',
};

/**
 * Whether a photo file is still used: by another resume (a duplicate shares its source's photo) or by an
 * application's snapshot. A snapshot keeps the URL of the resume as it was sent, and the recruiter's copy
 * must still print with that photo after the applicant changes or deletes the resume, so a file any
 * job_applications.resume_document names is never deleted.
 */
const photoInUse = (db: Database, url: string) => repo.photoUrlInUse(db, url);

/** Deletes a replaced or orphaned photo file when nothing uses it any more; only our own photo files. */
async function deletePhotoIfUnused(
  options: { db: Database; store: ObjectStore; log: FastifyBaseLogger },
  url: string | null,
) {
  if (!url) return;
  const key = options.store.keyOf(url);
  if (!key || !key.startsWith(`${PHOTO_FOLDER}/`)) return;
  if (await photoInUse(options.db, url)) return;
  await options.store.delete(key).catch((err: unknown) => {
    options.log.warn({ err, key }, 'replaced resume photo could not be deleted');
  });
}

/**
 * Sets basics.photo under a row lock and answers the resume and the photo it replaced. The revision is
 * not bumped: saves never change the photo (updateResume keeps the stored one), so a builder tab holding
 * the previous revision can go on saving.
 */
async function setPhoto(db: Database, userId: number, id: number, url: string, now: Date) {
  const result = await repo.setResumePhoto(
    db,
    { userId, id, url, now },
    (document) => ResumeDocument.parse(document).basics.photo,
  );
  if (!result) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return result;
}

/** `POST resume/{id}/photo/`: a square WebP without metadata (lib/square-image.ts). */
export async function replacePhoto(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  id: number;
  upload: Buffer;
  origin: string;
  now: Date;
}): Promise<Resume> {
  const { db, store } = options;
  // Another person's resume is a 404 before anything is decoded or stored.
  await findOwn(db, options.userId, options.id);
  if (options.upload.length > RESUME_PHOTO_LIMITS.maxBytes) {
    throw new AppError(413, RESUME_PDF_MESSAGES.photoSize);
  }
  const photo = await toSquareWebp(options.upload, {
    size: RESUME_PHOTO_LIMITS.sidePx,
    fit: 'cover',
    quality: 85,
    messages: PHOTO_MESSAGES,
  });
  const key = `${PHOTO_FOLDER}/${randomBytes(16).toString('hex')}.webp`;
  await store.put(key, photo, 'image/webp');
  let result: Awaited<ReturnType<typeof setPhoto>>;
  try {
    result = await setPhoto(db, options.userId, options.id, store.publicUrl(key), options.now);
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
  if (result.previous !== store.publicUrl(key)) await deletePhotoIfUnused(options, result.previous);
  return answer(db, result.row, options.origin);
}

/** `DELETE resume/{id}/photo/`. */
export async function removePhoto(options: {
  db: Database;
  store: ObjectStore;
  log: FastifyBaseLogger;
  userId: number;
  id: number;
  origin: string;
  now: Date;
}): Promise<Resume> {
  const result = await setPhoto(options.db, options.userId, options.id, '', options.now);
  await deletePhotoIfUnused(options, result.previous);
  return answer(options.db, result.row, options.origin);
}

// ---------------------------------------------------------------------------------------------------
// The public link

/** `POST resume/{id}/share/`: a new unguessable token each time (turning sharing on again retires the old link). */
export async function shareResume(options: {
  db: Database;
  userId: number;
  id: number;
  origin: string;
}): Promise<ResumeShare> {
  const token = randomBytes(24).toString('base64url');
  const found = await repo.setShareToken(options.db, options.userId, options.id, token);
  if (!found) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return { share_url: shareUrl(options.origin, token) };
}

/** `DELETE resume/{id}/share/`. */
export async function unshareResume(options: {
  db: Database;
  userId: number;
  id: number;
}): Promise<ResumeShare> {
  const found = await repo.setShareToken(options.db, options.userId, options.id, null);
  if (!found) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return { share_url: null };
}

/** `GET resume/public/{token}/`: what the owner chose to publish; never who owns it (no ids). */
export async function getPublicResume(options: { db: Database; token: string }): Promise<PublicResume> {
  const row = await repo.findSharedResume(options.db, options.token);
  if (!row) throw AppError.notFound(RESUME_PDF_MESSAGES.shareNotFound);
  return {
    title: row.title,
    document: ResumeDocument.parse(row.document),
    settings: ResumeSettings.parse(row.settings),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Cover letters

export const COVER_LETTER_NOT_FOUND = 'This resume has no cover letter yet. Write one first.';

/** The first draft: the greeting and sign-off most letters use, for the person to change. */
export const draftCoverLetter = (): CoverLetterDocument =>
  CoverLetterDocument.parse({ greeting: 'Dear Hiring Manager,', sign_off: 'Sincerely,' });

function toCoverLetter(resumeId: number, row: CoverLetterRow | undefined): CoverLetter {
  if (!row) {
    return {
      resume_id: resumeId,
      exists: false,
      document: draftCoverLetter(),
      revision: 0,
      updated_at: null,
    };
  }
  return {
    resume_id: resumeId,
    exists: true,
    document: CoverLetterDocument.parse(row.document),
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
  };
}

const findCoverLetter = repo.findCoverLetter;

/** `GET resume/{id}/cover-letter/`: the letter, or a draft (exists: false) before the first save. */
export async function getCoverLetter(options: {
  db: Database;
  userId: number;
  id: number;
}): Promise<CoverLetter> {
  const resume = await findOwn(options.db, options.userId, options.id);
  return toCoverLetter(resume.id, await findCoverLetter(options.db, resume.id));
}

/**
 * `PUT resume/{id}/cover-letter/`: the whole letter, conditional on the revision it was edited on (0 for
 * the first save), like the resume's own saves.
 */
export async function saveCoverLetter(options: {
  db: Database;
  userId: number;
  id: number;
  input: { base_revision: number; document: CoverLetterDocument };
  now: Date;
}): Promise<CoverLetter> {
  const { db, input, now } = options;
  const resume = await findOwn(db, options.userId, options.id);
  const current = await findCoverLetter(db, resume.id);
  if ((current?.revision ?? 0) !== input.base_revision) throw AppError.conflict(RESUME_MESSAGES.stale);
  // Two first saves at once: the unique resume_id lets one in; the other is stale.
  const row: CoverLetterRow | undefined = !current
    ? await repo.insertFirstCoverLetter(db, { resumeId: resume.id, document: input.document, now })
    : await repo.updateCoverLetterAtRevision(db, {
        id: current.id,
        baseRevision: input.base_revision,
        document: input.document,
        now,
      });
  if (!row) throw AppError.conflict(RESUME_MESSAGES.stale);
  return toCoverLetter(resume.id, row);
}

/** `DELETE resume/{id}/cover-letter/` (deleting none is fine). */
export async function deleteCoverLetter(options: { db: Database; userId: number; id: number }) {
  const resume = await findOwn(options.db, options.userId, options.id);
  await repo.deleteCoverLetterOf(options.db, resume.id);
}

// ---------------------------------------------------------------------------------------------------
// What the PDF routes print

export interface PrintableResume {
  title: string;
  document: ResumeDocument;
  settings: ResumeSettings;
}

export async function printableResume(options: {
  db: Database;
  userId: number;
  id: number;
}): Promise<PrintableResume> {
  const row = await findOwn(options.db, options.userId, options.id);
  return {
    title: row.title,
    document: ResumeDocument.parse(row.document),
    settings: ResumeSettings.parse(row.settings),
  };
}

export async function printableCoverLetter(options: { db: Database; userId: number; id: number }) {
  const resume = await printableResume(options);
  const row = await findCoverLetter(options.db, options.id);
  if (!row) throw AppError.notFound(COVER_LETTER_NOT_FOUND);
  return { ...resume, letter: CoverLetterDocument.parse(row.document) };
}
