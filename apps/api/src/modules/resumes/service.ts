import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';
import { fromJsonResume, toJsonResume } from '@dokkho/contract/json-resume';
import {
  RESUME_LIMITS,
  RESUME_MESSAGES,
  ResumeDocument,
  ResumeSettings,
  resumeCompletion,
  type Resume,
  type ResumeCertification,
  type ResumeSummary,
  type ResumeUpdateValues,
} from '@dokkho/contract/resume';
import { AppError } from '../../lib/app-error';
import { loadCertificates, loadEducations, loadExperiences, toMonth } from '../job-seeker/candidate';

/*
 * Issue 7's resumes: one JSON document per resume, owned by one user. Every read and write is scoped to
 * the signed-in user (another person's resume is a 404, as if it did not exist).
 */

type ResumeRow = typeof schema.resumes.$inferSelect;

/** Short ids for list entries (the builder makes its own the same way). */
export const newItemId = () => randomBytes(6).toString('base64url');

function toSummary(row: ResumeRow, document: ResumeDocument, settings: ResumeSettings): ResumeSummary {
  return {
    id: row.id,
    title: row.title,
    template: settings.template,
    completion: resumeCompletion(document),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * A stored row as the API answers it. Stored documents are read through the schema, so one saved by an
 * older version of the builder gains the defaults of fields added since.
 */
function toResume(row: ResumeRow): Resume {
  const document = ResumeDocument.parse(row.document);
  const settings = ResumeSettings.parse(row.settings);
  return { ...toSummary(row, document, settings), document, settings, revision: row.revision };
}

async function findOwn(db: Database, userId: number, id: number): Promise<ResumeRow> {
  const [row] = await db
    .select()
    .from(schema.resumes)
    .where(and(eq(schema.resumes.id, id), eq(schema.resumes.userId, userId)));
  if (!row) throw AppError.notFound(RESUME_MESSAGES.notFound);
  return row;
}

async function assertRoomForAnother(db: Database, userId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(schema.resumes)
    .where(eq(schema.resumes.userId, userId));
  if ((row?.value ?? 0) >= RESUME_LIMITS.resumesPerUser) throw AppError.conflict(RESUME_MESSAGES.tooMany);
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
  const rows = await db
    .select({
      serial: schema.certificates.serial,
      courseTitle: schema.certificates.courseTitle,
      issuedAt: schema.certificates.issuedAt,
    })
    .from(schema.certificates)
    .where(and(eq(schema.certificates.userId, userId), inArray(schema.certificates.serial, serials)));
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
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const [seeker] = await db
    .select()
    .from(schema.jobSeekerProfiles)
    .where(eq(schema.jobSeekerProfiles.userId, userId));
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
export async function listResumes(options: { db: Database; userId: number }): Promise<ResumeSummary[]> {
  const rows = await options.db
    .select()
    .from(schema.resumes)
    .where(eq(schema.resumes.userId, options.userId))
    .orderBy(desc(schema.resumes.updatedAt), desc(schema.resumes.id));
  return rows.map((row) =>
    toSummary(row, ResumeDocument.parse(row.document), ResumeSettings.parse(row.settings)),
  );
}

async function insertResume(
  db: Database,
  values: { userId: number; title: string; document: ResumeDocument; settings: ResumeSettings },
): Promise<Resume> {
  const [row] = await db.insert(schema.resumes).values(values).returning();
  return toResume(row!);
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
  return insertResume(db, { userId, title: input.title, document, settings: ResumeSettings.parse({}) });
}

export async function getResume(options: { db: Database; userId: number; id: number }): Promise<Resume> {
  return toResume(await findOwn(options.db, options.userId, options.id));
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
  const stored = toResume(current);
  const changes = { ...input.document };
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
  const [row] = await db
    .update(schema.resumes)
    .set({
      title: input.title ?? current.title,
      document,
      settings,
      revision: current.revision + 1,
      updatedAt: options.now,
    })
    .where(
      and(
        eq(schema.resumes.id, id),
        eq(schema.resumes.userId, userId),
        eq(schema.resumes.revision, input.base_revision),
      ),
    )
    .returning();
  // Another save landed between the read and this write.
  if (!row) throw AppError.conflict(RESUME_MESSAGES.stale);
  return toResume(row);
}

export async function deleteResume(options: { db: Database; userId: number; id: number }): Promise<void> {
  const deleted = await options.db
    .delete(schema.resumes)
    .where(and(eq(schema.resumes.id, options.id), eq(schema.resumes.userId, options.userId)))
    .returning({ id: schema.resumes.id });
  if (deleted.length === 0) throw AppError.notFound(RESUME_MESSAGES.notFound);
}

/** `POST resume/{id}/duplicate/`: a copy to tailor for another kind of job. */
export async function duplicateResume(options: {
  db: Database;
  userId: number;
  id: number;
  title: string | undefined;
}): Promise<Resume> {
  const { db, userId } = options;
  const source = toResume(await findOwn(db, userId, options.id));
  await assertRoomForAnother(db, userId);
  const title = options.title ?? `Copy of ${source.title}`.slice(0, RESUME_LIMITS.titleMax);
  return insertResume(db, { userId, title, document: source.document, settings: source.settings });
}

/** `GET resume/{id}/json-resume/`. */
export async function exportJsonResume(options: { db: Database; userId: number; id: number }) {
  const resume = toResume(await findOwn(options.db, options.userId, options.id));
  return { title: resume.title, json: toJsonResume(resume.document) };
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
  const imported = fromJsonResume(options.json, newItemId);
  const document = {
    ...imported,
    certifications: await settleCertifications(db, userId, imported.certifications, options.origin, false),
  };
  const title =
    options.title ??
    (document.basics.full_name ? `${document.basics.full_name} (imported)` : 'Imported resume');
  return insertResume(db, {
    userId,
    title: title.slice(0, RESUME_LIMITS.titleMax),
    document,
    settings: ResumeSettings.parse({}),
  });
}
