import { z } from 'zod';
import { Id, PG_INTEGER_MAX } from './common';
import { EducationLevel, EmploymentType, optionalBodyText } from './jobs';
import { LocaleSchema } from './locale';

/**
 * Issue 7: resumes built on Dokkho. A resume is one JSON document (the sections below) plus how it is
 * printed (template, colour, font, paper). The API stores the document whole and saves it section by
 * section as the builder autosaves; a revision number keeps two tabs from overwriting each other.
 */

const Timestamp = z.string().describe('ISO 8601');

export const RESUME_LIMITS = {
  resumesPerUser: 20,
  titleMax: 80,
  itemsPerSection: 30,
  shortText: 120,
  longText: 3000,
  summaryMax: 2000,
  urlMax: 300,
} as const;

export const RESUME_MESSAGES = {
  notFound: 'Resume not found.',
  tooMany: `You can keep at most ${RESUME_LIMITS.resumesPerUser} resumes. Delete one you no longer use.`,
  stale: 'This resume was changed in another tab or device. Reload to see the latest version.',
  monthOrder: 'The end month cannot be before the start month',
  certificateNotYours: 'That certificate is not one of yours.',
} as const;

/**
 * A date as a CV states it: a month `YYYY-MM`, or only a year `YYYY` (a passing year); '' when not given.
 * Both compare correctly as strings.
 */
const MONTH_PATTERN = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
export const ResumeMonth = z
  .string({ error: 'Enter the month like 2024-03' })
  .trim()
  .refine((v) => v === '' || MONTH_PATTERN.test(v), 'Enter the month like 2024-03, or a year like 2024');

const text = (label: string, max: number = RESUME_LIMITS.shortText) =>
  optionalBodyText(label, max).default('');

/** An http(s) address or ''. */
const WebAddress = z
  .string({ error: 'Enter a web address' })
  .trim()
  .max(RESUME_LIMITS.urlMax, `Keep the address under ${RESUME_LIMITS.urlMax} characters`)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    'Enter a web address starting with https://',
  )
  .default('');

/** Items carry a short client-made id: stable list keys while the builder reorders and edits them. */
const ItemId = z
  .string({ error: 'Each entry needs an id' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Entry ids are letters, digits, - and _');

const section = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `Send ${label} as a list` })
    .max(RESUME_LIMITS.itemsPerSection, `Add at most ${RESUME_LIMITS.itemsPerSection} ${label}`)
    .default([]);

const datedRange = <T extends { start: string; end: string }>(entry: T) =>
  entry.start === '' || entry.end === '' || entry.end >= entry.start;

export const ResumeBasics = z.object({
  full_name: text('Full name', 80),
  /** The line under the name: "Junior accountant". */
  headline: text('Headline'),
  email: z
    .string()
    .trim()
    .max(254, 'Use at most 254 characters')
    .refine(
      (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      'Enter an e-mail address like name@example.com',
    )
    .default(''),
  phone: text('Phone', 30),
  /** "Mirpur, Dhaka". */
  location: text('Location'),
  /** An uploaded photo's URL (ours), or '' for none. */
  photo: z
    .string()
    .trim()
    .max(RESUME_LIMITS.urlMax, `Use at most ${RESUME_LIMITS.urlMax} characters`)
    .default(''),
});
export type ResumeBasics = z.infer<typeof ResumeBasics>;

export const ResumeLink = z.object({ id: ItemId, label: text('Label', 40), url: WebAddress });
export type ResumeLink = z.infer<typeof ResumeLink>;

export const ResumeExperience = z
  .object({
    id: ItemId,
    position: text('Job title'),
    company: text('Company'),
    location: text('Location'),
    employment_type: EmploymentType.nullable().default(null),
    start: ResumeMonth.default(''),
    /** '' while `current`. */
    end: ResumeMonth.default(''),
    current: z.boolean().default(false),
    /** One achievement per line; the templates print them as bullets. */
    description: text('Description', RESUME_LIMITS.longText),
  })
  .refine(datedRange, { message: RESUME_MESSAGES.monthOrder, path: ['end'] });
export type ResumeExperience = z.infer<typeof ResumeExperience>;

export const ResumeProject = z
  .object({
    id: ItemId,
    name: text('Project name'),
    role: text('Your role'),
    url: WebAddress,
    start: ResumeMonth.default(''),
    end: ResumeMonth.default(''),
    description: text('Description', RESUME_LIMITS.longText),
  })
  .refine(datedRange, { message: RESUME_MESSAGES.monthOrder, path: ['end'] });
export type ResumeProject = z.infer<typeof ResumeProject>;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const SkillLevel = z.enum(SKILL_LEVELS, {
  error: 'Level must be beginner, intermediate, advanced or expert',
});
export type SkillLevel = z.infer<typeof SkillLevel>;
export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const ResumeSkill = z.object({
  id: ItemId,
  name: text('Skill', 60),
  level: SkillLevel.nullable().default(null),
});
export type ResumeSkill = z.infer<typeof ResumeSkill>;

export const ResumeEducation = z
  .object({
    id: ItemId,
    institution: text('Institution', 160),
    level: EducationLevel.nullable().default(null),
    /** "Accounting", "Science group". */
    area: text('Subject'),
    start: ResumeMonth.default(''),
    end: ResumeMonth.default(''),
    /** As the certificate states it: "GPA 5.00", "CGPA 3.62 of 4". */
    result: text('Result', 60),
  })
  .refine(datedRange, { message: RESUME_MESSAGES.monthOrder, path: ['end'] });
export type ResumeEducation = z.infer<typeof ResumeEducation>;

export const LANGUAGE_FLUENCIES = ['native', 'fluent', 'professional', 'basic'] as const;
export const LanguageFluency = z.enum(LANGUAGE_FLUENCIES, {
  error: 'Fluency must be native, fluent, professional or basic',
});
export type LanguageFluency = z.infer<typeof LanguageFluency>;
export const LANGUAGE_FLUENCY_LABELS: Record<LanguageFluency, string> = {
  native: 'Native',
  fluent: 'Fluent',
  professional: 'Professional working',
  basic: 'Basic',
};

export const ResumeLanguage = z.object({
  id: ItemId,
  language: text('Language', 40),
  fluency: LanguageFluency.nullable().default(null),
});
export type ResumeLanguage = z.infer<typeof ResumeLanguage>;

/**
 * A certification. With `certificate_serial` it is one earned on Dokkho: the server fills name, issuer and
 * date from the certificate (the learner cannot change them) and the PDF links to /certificate/{serial}.
 * Without it, it is self-declared and shown as such.
 */
export const ResumeCertification = z.object({
  id: ItemId,
  name: text('Certification'),
  issuer: text('Issuer'),
  date: ResumeMonth.default(''),
  url: WebAddress,
  certificate_serial: z.string().trim().max(64, 'Use at most 64 characters').nullable().default(null),
});
export type ResumeCertification = z.infer<typeof ResumeCertification>;

export const ResumeDocument = z.object({
  basics: ResumeBasics.default(ResumeBasics.parse({})),
  links: section(ResumeLink, 'links'),
  summary: text('Summary', RESUME_LIMITS.summaryMax),
  experience: section(ResumeExperience, 'jobs'),
  projects: section(ResumeProject, 'projects'),
  skills: section(ResumeSkill, 'skills'),
  education: section(ResumeEducation, 'qualifications'),
  languages: section(ResumeLanguage, 'languages'),
  certifications: section(ResumeCertification, 'certifications'),
});
export type ResumeDocument = z.infer<typeof ResumeDocument>;
export type ResumeDocumentInput = z.input<typeof ResumeDocument>;
export const RESUME_SECTIONS = Object.keys(ResumeDocument.shape) as (keyof ResumeDocument)[];

// ---------------------------------------------------------------------------------------------------
// How it prints

export const RESUME_TEMPLATES = ['classic', 'modern', 'ats', 'compact'] as const;
export const ResumeTemplate = z.enum(RESUME_TEMPLATES, { error: 'Choose one of the templates' });
export type ResumeTemplate = z.infer<typeof ResumeTemplate>;

export const RESUME_COLORS = ['#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#b45309', '#334155'] as const;
export const RESUME_FONTS = ['noto-sans', 'hind-siliguri', 'noto-serif'] as const;
export const RESUME_FONT_LABELS: Record<(typeof RESUME_FONTS)[number], string> = {
  'noto-sans': 'Noto Sans',
  'hind-siliguri': 'Hind Siliguri',
  'noto-serif': 'Noto Serif',
};
export const PAPER_SIZES = ['a4', 'letter'] as const;

export const ResumeSettings = z.object({
  template: ResumeTemplate.default('classic'),
  color: z.enum(RESUME_COLORS, { error: 'Choose one of the colours' }).default('#0f766e'),
  font: z.enum(RESUME_FONTS, { error: 'Choose one of the fonts' }).default('noto-sans'),
  paper: z.enum(PAPER_SIZES, { error: 'Paper must be a4 or letter' }).default('a4'),
  /**
   * The language of the sheet's own words (section headings, contact labels, "Present"), issue 16 item 5;
   * what the person wrote stays as written. Kept in the settings JSON: resumes saved before it read 'en'.
   */
  language: LocaleSchema.default('en'),
});
export type ResumeSettings = z.infer<typeof ResumeSettings>;

// ---------------------------------------------------------------------------------------------------
// The builder's steps (/resume/{step}/{resumeid})

export const RESUME_STEPS = [
  'information',
  'experience',
  'projects',
  'skills',
  'education',
  'summary',
  'finalize',
] as const;
export type ResumeStep = (typeof RESUME_STEPS)[number];

/**
 * Which steps are done, for the builder's completion marks. Projects are optional: a resume without any is
 * complete there once the person has moved past it (the builder sends nothing for that); the rule here is
 * only what the document shows.
 */
export function resumeCompletion(doc: ResumeDocument): Record<Exclude<ResumeStep, 'finalize'>, boolean> {
  const { basics } = doc;
  return {
    information: basics.full_name !== '' && (basics.email !== '' || basics.phone !== ''),
    experience: doc.experience.some((e) => e.position !== '' && e.company !== ''),
    projects: doc.projects.some((p) => p.name !== ''),
    skills: doc.skills.filter((s) => s.name !== '').length >= 3,
    education: doc.education.some((e) => e.institution !== ''),
    summary: doc.summary.trim().length >= 40,
  };
}

// ---------------------------------------------------------------------------------------------------
// API shapes

export const ResumeSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  template: ResumeTemplate,
  completion: z.record(z.string(), z.boolean()),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The unlisted public link (`${origin}/r/{token}`) while sharing is on; else null. */
  share_url: z.string().nullable(),
  has_cover_letter: z.boolean(),
});
export type ResumeSummary = z.infer<typeof ResumeSummary>;

/** `GET resume/`: my resumes, last edited first. */
export const ResumeSummaryList = z.array(ResumeSummary);

/** `GET/PATCH resume/{id}/` and the POST answers. */
export const Resume = ResumeSummary.extend({
  document: ResumeDocument,
  settings: ResumeSettings,
  /** Bumped by every save; send it back as `base_revision`. */
  revision: z.number().int(),
});
export type Resume = z.infer<typeof Resume>;

export const ResumeTitle = z
  .string({ error: 'Name the resume' })
  .trim()
  .min(1, 'Name the resume')
  .max(RESUME_LIMITS.titleMax, `Keep the name under ${RESUME_LIMITS.titleMax} characters`);

/** `POST resume/`: a new resume, started from the job seeker profile and Dokkho certificates by default. */
export const ResumeCreate = z.object({
  title: ResumeTitle,
  from_profile: z.boolean().default(true),
});
export type ResumeCreate = z.input<typeof ResumeCreate>;

/**
 * `PATCH resume/{id}/` (the builder's autosave): any of the title, the settings, and whole sections of the
 * document (a section sent replaces that section). `base_revision` is the revision the edit was made on;
 * an older one is a 409 (RESUME_MESSAGES.stale) and nothing is saved.
 */
export const ResumeUpdate = z
  .object({
    base_revision: z.number({ error: 'Send the revision you edited' }).int().min(0).max(PG_INTEGER_MAX),
    title: ResumeTitle.optional(),
    // Zod 4 applies a default even inside .optional(), so a section or setting left out would come back as
    // its default ([] or '') and wipe what is stored: the partial shapes use the schemas without defaults.
    settings: z
      .object({
        template: ResumeSettings.shape.template.unwrap().optional(),
        color: ResumeSettings.shape.color.unwrap().optional(),
        font: ResumeSettings.shape.font.unwrap().optional(),
        paper: ResumeSettings.shape.paper.unwrap().optional(),
        language: ResumeSettings.shape.language.unwrap().optional(),
      })
      .optional(),
    document: z
      .object({
        basics: ResumeBasics.optional(),
        links: ResumeDocument.shape.links.unwrap().optional(),
        summary: ResumeDocument.shape.summary.unwrap().optional(),
        experience: ResumeDocument.shape.experience.unwrap().optional(),
        projects: ResumeDocument.shape.projects.unwrap().optional(),
        skills: ResumeDocument.shape.skills.unwrap().optional(),
        education: ResumeDocument.shape.education.unwrap().optional(),
        languages: ResumeDocument.shape.languages.unwrap().optional(),
        certifications: ResumeDocument.shape.certifications.unwrap().optional(),
      })
      .optional(),
  })
  .refine((b) => b.title !== undefined || b.settings !== undefined || b.document !== undefined, {
    message: 'Send something to change.',
  });
export type ResumeUpdate = z.input<typeof ResumeUpdate>;
export type ResumeUpdateValues = z.output<typeof ResumeUpdate>;

/** `POST resume/{id}/duplicate/`. */
export const ResumeDuplicate = z.object({ title: ResumeTitle.optional() });
export type ResumeDuplicate = z.input<typeof ResumeDuplicate>;
/** The duplicate request's body: a title, or no body at all (`Copy of ...`). */
export const ResumeDuplicateRequest = ResumeDuplicate.optional();

/**
 * An imported JSON Resume file is kept whole beside the document (json-resume.ts), so these bound it: its
 * size as JSON, how deep it nests, and no NUL character anywhere (PostgreSQL's jsonb cannot hold one).
 */
export const JSON_RESUME_LIMITS = { maxChars: 200_000, maxDepth: 16 } as const;
export const JSON_RESUME_MESSAGES = {
  notObject: 'Upload a JSON Resume file (a JSON object with "basics", "work", "education"...)',
  tooLarge: `This JSON Resume file is too large to import (over ${JSON_RESUME_LIMITS.maxChars / 1000} KB). Remove embedded images or long texts, then import it again.`,
  tooDeep: `This JSON Resume file nests more than ${JSON_RESUME_LIMITS.maxDepth} levels deep; JSON Resume files nest 4 at most.`,
  nul: 'This JSON Resume file contains NUL characters (\\u0000). Remove them, then import it again.',
} as const;

/** What is wrong with a parsed JSON value as a kept file, or null; iterative, so depth cannot overflow. */
function jsonResumeProblem(value: Record<string, unknown>): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string' && item.includes('\u0000')) return JSON_RESUME_MESSAGES.nul;
    if (item === null || typeof item !== 'object') continue;
    if (depth > JSON_RESUME_LIMITS.maxDepth) return JSON_RESUME_MESSAGES.tooDeep;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return JSON_RESUME_MESSAGES.nul;
      stack.push([child, depth + 1]);
    }
  }
  // Measured once the depth is known to be small (JSON.stringify recurses).
  if (JSON.stringify(value).length > JSON_RESUME_LIMITS.maxChars) return JSON_RESUME_MESSAGES.tooLarge;
  return null;
}

/** A JSON Resume file as a JSON object, within JSON_RESUME_LIMITS. */
export const JsonResumeFile = z
  .record(z.string(), z.unknown(), { error: JSON_RESUME_MESSAGES.notObject })
  .superRefine((value, ctx) => {
    const problem = jsonResumeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The imported file behind a resume, stored with its document and never sent to the browser, printed or
 * shared: `source` is the file as it came, `origin` says which of its entries each imported builder entry
 * was (entry id -> index in the JSON Resume section the builder's section maps to). The export starts from
 * it, so what the builder does not show, and the original wording of what it shows, come back out.
 */
export const JsonResumeKept = z.object({
  source: JsonResumeFile,
  origin: z.record(
    ItemId,
    z
      .number()
      .int()
      .min(0)
      .max(RESUME_LIMITS.itemsPerSection - 1),
  ),
});
export type JsonResumeKept = z.infer<typeof JsonResumeKept>;

/**
 * A resume's document as the server stores it: the document and, for an imported resume, its file. A kept
 * file that no longer reads (hand-edited row) is dropped rather than failing the resume.
 */
export const StoredResumeDocument = ResumeDocument.extend({
  json_resume: JsonResumeKept.nullable().catch(null).default(null),
});
export type StoredResumeDocument = z.infer<typeof StoredResumeDocument>;

/** `POST resume/import/`: a JSON Resume file's content becomes a new resume. */
export const ResumeImportRequest = z.object({
  title: ResumeTitle.optional(),
  json_resume: JsonResumeFile,
});
export type ResumeImportRequest = z.input<typeof ResumeImportRequest>;

/** `GET resume/{id}/json-resume/`: the resume as a JSON Resume (schema v1.x) file, sent as a download. */
export const JsonResumeExport = z.record(z.string(), z.unknown());

// ---------------------------------------------------------------------------------------------------
// Photo, PDF, sharing

export const RESUME_PHOTO_LIMITS = { maxBytes: 3 * 1024 * 1024, sidePx: 400 } as const;

export const RESUME_PDF_MESSAGES = {
  /** 503 from every `.../pdf/` route when the server has no Chromium: the browser prints instead. */
  unavailable:
    'This server does not render PDFs. Use your browser: Print, then "Save as PDF" (the page is ready for it).',
  busy: 'Too many PDFs are being made right now. Try again in a few seconds.',
  photoType: 'Upload the photo as a JPEG, PNG or WebP image.',
  photoSize: `The photo must be under ${RESUME_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB.`,
  shareNotFound: 'This resume link is not shared any more. Ask its owner for a new link.',
} as const;

/**
 * `POST resume/{id}/share/` turns the unlisted public link on (a new token each time, so turning it off and
 * on again retires the old link); `DELETE resume/{id}/share/` turns it off.
 */
export const ResumeShare = z.object({
  /** `${origin}/r/{token}`; null while not shared. */
  share_url: z.string().nullable(),
});
export type ResumeShare = z.infer<typeof ResumeShare>;

/** `GET resume/public/{token}/` (no sign-in): what the public page /r/{token} shows. Never the owner's id. */
export const PublicResume = z.object({
  title: z.string(),
  document: ResumeDocument,
  settings: ResumeSettings,
  updated_at: Timestamp,
});
export type PublicResume = z.infer<typeof PublicResume>;

export const ShareTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, RESUME_PDF_MESSAGES.shareNotFound),
});

// ---------------------------------------------------------------------------------------------------
// Cover letters: one per resume (/js-dashboard/resume/cover-letter/{resumeid})

export const COVER_LETTER_LIMITS = { paragraph: 1500, total: 4000 } as const;

/**
 * A cover letter in the guided structure recruiters expect: who it is for, then an opening (the role and
 * why you), a body (evidence: what you did and learned), a closing (the ask). It prints with the resume's
 * name and contact details, template, colour, font and paper.
 */
export const CoverLetterDocument = z
  .object({
    recipient_name: text('Recipient', 80),
    recipient_title: text('Recipient title', 80),
    company: text('Company', 120),
    company_address: text('Company address', 200),
    role: text('Role', 120),
    /** The Dokkho job post it answers, when there is one. */
    job_post_id: Id.nullable().default(null),
    greeting: text('Greeting', 120),
    opening: text('Opening paragraph', COVER_LETTER_LIMITS.paragraph),
    body: text('Body', COVER_LETTER_LIMITS.paragraph * 2),
    closing: text('Closing paragraph', COVER_LETTER_LIMITS.paragraph),
    sign_off: text('Sign-off', 60),
  })
  .refine((d) => d.opening.length + d.body.length + d.closing.length <= COVER_LETTER_LIMITS.total, {
    message: `Keep the letter under ${COVER_LETTER_LIMITS.total} characters; one page reads best.`,
    path: ['body'],
  });
export type CoverLetterDocument = z.infer<typeof CoverLetterDocument>;
export type CoverLetterDocumentInput = z.input<typeof CoverLetterDocument>;

/** `GET/PUT resume/{id}/cover-letter/`. Before the first save `exists` is false and the document is a draft. */
export const CoverLetter = z.object({
  resume_id: z.number().int(),
  exists: z.boolean(),
  document: CoverLetterDocument,
  revision: z.number().int(),
  updated_at: Timestamp.nullable(),
});
export type CoverLetter = z.infer<typeof CoverLetter>;

/** `PUT resume/{id}/cover-letter/`: the whole letter; `base_revision` as for resumes (0 for the first save). */
export const CoverLetterUpdate = z.object({
  base_revision: z.number({ error: 'Send the revision you edited' }).int().min(0).max(PG_INTEGER_MAX),
  document: CoverLetterDocument,
});
export type CoverLetterUpdate = z.input<typeof CoverLetterUpdate>;

/** The letter as plain text (for the cover-letter field of an application and the e-mail-ready copy). */
export function coverLetterText(letter: CoverLetterDocument, basics: ResumeBasics): string {
  return [
    letter.greeting,
    letter.opening,
    letter.body,
    letter.closing,
    [letter.sign_off, basics.full_name].filter(Boolean).join('\n'),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}
