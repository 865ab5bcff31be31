import type { ResumeDocument, ResumeEducation, ResumeExperience, ResumeSettings } from './resume';

/**
 * Issue 7, item 7: the readability check the finalize step shows. Applicant tracking systems (ATS) read a
 * resume as text: they need contact details they can find, the standard section names, dates they can
 * parse and no text hidden in images. Each check says what it found and, when it fails, the concrete fix.
 * Pure and deterministic, so the builder runs it on every keystroke and the tests pin it.
 */

export type AtsStatus = 'pass' | 'warn' | 'fail';

export interface AtsCheck {
  /** Stable id ("contact", "dates", ...) for keys and tests. */
  id: string;
  status: AtsStatus;
  /** "Contact details", "Dates". */
  title: string;
  /** What was found, in one sentence. */
  detail: string;
  /** The concrete fix when not `pass`; '' otherwise. */
  fix: string;
  /** The builder step that fixes it (RESUME_STEPS), or 'finalize' for template settings. */
  step: string;
}

export interface AtsJobComparison {
  /** The job's skills the resume names (case-insensitively, in skills or in any text), in the job's order. */
  matched: string[];
  /** The job's skills the resume does not name. */
  missing: string[];
  /** matched / all, 0..100, rounded. */
  percent: number;
}

export interface AtsReport {
  /** 0..100: pass = full weight, warn = half, fail = none, over all checks. */
  score: number;
  checks: AtsCheck[];
  /** Present when job skills were given. */
  job: AtsJobComparison | null;
}

// ---------------------------------------------------------------------------------------------------
// The checks

const DATE_PATTERN = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const SUMMARY_RANGE = { min: 40, max: 600 } as const;
const SKILLS_GOOD = 5;
const SKILLS_MIN = 3;
/** About two full pages of text in the Classic template; more than that and recruiters skim or stop. */
const LONG_WORDS = 900;

function check(
  id: string,
  title: string,
  step: string,
  status: AtsStatus,
  detail: string,
  fix = '',
): AtsCheck {
  return { id, status, title, detail, fix: status === 'pass' ? '' : fix, step };
}

/** "a, b and c". */
function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const filled = (value: string) => value.trim() !== '';

function jobName(job: ResumeExperience, index: number): string {
  const name = [job.position, job.company].filter(filled).join(' at ');
  return name || `Job ${index + 1}`;
}

function educationName(entry: ResumeEducation, index: number): string {
  return [entry.area, entry.institution].filter(filled).join(', ') || `Qualification ${index + 1}`;
}

/** Entries someone has started to fill; a blank row the builder just added is not judged yet. */
const startedJob = (j: ResumeExperience) => filled(j.position) || filled(j.company) || filled(j.description);
const startedEducation = (e: ResumeEducation) => filled(e.institution) || filled(e.area);

function contactCheck(doc: ResumeDocument): AtsCheck {
  const { basics } = doc;
  const missing = [
    filled(basics.full_name) ? null : 'your name',
    filled(basics.email) ? null : 'an e-mail address',
    filled(basics.phone) ? null : 'a phone number',
  ].filter((m): m is string => m !== null);
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('contact', 'Contact details', 'information', status, detail, fix);
  if (missing.length > 0) {
    return make(
      'fail',
      `The resume is missing ${list(missing)}.`,
      `Add ${list(missing)} in Personal information, so the employer's system can file you and reach you.`,
    );
  }
  if (!filled(basics.location)) {
    return make(
      'warn',
      'Name, e-mail and phone are there, but no location.',
      'Add your town or area (e.g. "Mirpur, Dhaka"): many employers filter candidates by location.',
    );
  }
  return make('pass', 'Name, e-mail, phone and location are all there.');
}

function headingsCheck(settings: ResumeSettings): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('headings', 'Standard section names', 'finalize', status, detail, fix);
  if (settings.template === 'modern') {
    return make(
      'warn',
      'The headings are the standard ones ("Experience", "Education", "Skills"), but the Modern template prints two columns, which some ATS read out of order.',
      'Choose the ATS-friendly or Classic template for applications that go through an online system.',
    );
  }
  return make(
    'pass',
    'Every template prints the standard headings ("Experience", "Education", "Skills"...) that ATS look for, in one reading order.',
  );
}

function datesCheck(doc: ResumeDocument): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '', step = 'experience') =>
    check('dates', 'Dates', step, status, detail, fix);
  const jobs = doc.experience
    .map((job, i) => ({ job, name: jobName(job, i) }))
    .filter(({ job }) => startedJob(job))
    .filter(({ job }) => !DATE_PATTERN.test(job.start) || !(job.current || DATE_PATTERN.test(job.end)))
    .map(({ name }) => name);
  const schools = doc.education
    .map((entry, i) => ({ entry, name: educationName(entry, i) }))
    .filter(({ entry }) => startedEducation(entry))
    // A school result is dated by its passing year alone ("HSC, 2020"), which an ATS reads as the end.
    .filter(
      ({ entry }) => !DATE_PATTERN.test(entry.end) || (entry.start !== '' && !DATE_PATTERN.test(entry.start)),
    )
    .map(({ name }) => name);
  const dated = doc.experience.filter(startedJob).length + doc.education.filter(startedEducation).length;
  if (dated === 0) return make('pass', 'No experience or education entries to check yet.');
  const missing = [...jobs, ...schools];
  if (missing.length === 0) {
    return make('pass', 'Every job and qualification has dates the ATS can read.');
  }
  return make(
    'fail',
    `Missing a start or end date: ${list(missing.map((m) => `"${m}"`))}.`,
    jobs.length > 0
      ? 'Give each a start month (like 2024-03, or a year like 2024) and an end month, or tick "I work here now".'
      : 'Give each the year you finished (like 2024), or the month you expect to (like 2026-06).',
    jobs.length > 0 ? 'experience' : 'education',
  );
}

function imagesCheck(doc: ResumeDocument, settings: ResumeSettings): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('images', 'No text in images', 'information', status, detail, fix);
  if (!filled(doc.basics.photo)) {
    return make(
      'pass',
      'All your details are text; the only image a resume can have, the photo, is not there.',
    );
  }
  if (settings.template === 'ats') {
    return make('pass', 'The ATS-friendly template leaves your photo out; everything else is text.');
  }
  return make(
    'warn',
    'Everything is text, but the resume has a photo: ATS ignore it, and employers in some countries prefer resumes without one.',
    'Keep it for employers in Bangladesh who ask for one; otherwise remove it, or choose the ATS-friendly template, which leaves it out.',
  );
}

function bulletsCheck(doc: ResumeDocument): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('bullets', 'Experience bullet points', 'experience', status, detail, fix);
  const jobs = doc.experience.filter(startedJob);
  if (jobs.length === 0) {
    return make(
      'warn',
      'There is no work experience yet.',
      'Add jobs, internships, tuition or volunteer work, each with two or three lines on what you did.',
    );
  }
  const lines = (job: ResumeExperience) => job.description.split('\n').filter(filled);
  const thin = doc.experience
    .map((job, i) => ({ job, name: jobName(job, i) }))
    .filter(({ job }) => startedJob(job) && lines(job).length < 2)
    .map(({ name }) => `"${name}"`);
  if (thin.length > 0) {
    return make(
      'warn',
      `Fewer than two bullet points: ${list(thin)}.`,
      'Write two or more lines for each job, one achievement per line, starting with a verb ("Built", "Cut", "Trained").',
    );
  }
  if (!jobs.some((job) => /\d/.test(job.description))) {
    return make(
      'warn',
      'Every job has bullet points, but none has a number in it.',
      'Add measurable results: how many, how much, how fast ("Cut report time from 2 days to 2 hours").',
    );
  }
  return make('pass', 'Every job has two or more bullet points, with measurable results.');
}

function summaryCheck(doc: ResumeDocument): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('summary', 'Summary length', 'summary', status, detail, fix);
  const length = doc.summary.trim().length;
  if (length === 0) {
    return make(
      'fail',
      'There is no summary.',
      'Write two or three sentences: who you are, what you are good at and the job you want.',
    );
  }
  if (length < SUMMARY_RANGE.min) {
    return make(
      'warn',
      `The summary is ${length} characters; at least ${SUMMARY_RANGE.min} says enough.`,
      'Add a sentence on your strongest skills and the job you want.',
    );
  }
  if (length > SUMMARY_RANGE.max) {
    return make(
      'warn',
      `The summary is ${length} characters; recruiters skim anything over ${SUMMARY_RANGE.max}.`,
      'Cut it to two or three sentences; the details belong under Experience.',
    );
  }
  return make(
    'pass',
    `The summary is ${length} characters: short enough to read, long enough to say something.`,
  );
}

function skillsCheck(doc: ResumeDocument): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('skills', 'Skills', 'skills', status, detail, fix);
  const count = doc.skills.filter((s) => filled(s.name)).length;
  const counted = `${count} skill${count === 1 ? '' : 's'}`;
  if (count >= SKILLS_GOOD) return make('pass', `${counted} listed: ATS match them against the job's.`);
  return make(
    count >= SKILLS_MIN ? 'warn' : 'fail',
    `Only ${counted} listed; ATS match a job's skills against this list.`,
    `List at least ${SKILLS_GOOD} skills, using the words job posts use ("Excel", "Customer service", "Bookkeeping").`,
  );
}

function resumeText(doc: ResumeDocument): string {
  return [
    doc.basics.headline,
    doc.summary,
    ...doc.experience.flatMap((e) => [e.position, e.company, e.description]),
    ...doc.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...doc.education.flatMap((e) => [e.area, e.institution, e.result]),
    ...doc.certifications.flatMap((c) => [c.name, c.issuer]),
    ...doc.languages.map((l) => l.language),
  ]
    .filter(filled)
    .join('\n');
}

function lengthCheck(doc: ResumeDocument): AtsCheck {
  const make = (status: AtsStatus, detail: string, fix = '') =>
    check('length', 'Length', 'experience', status, detail, fix);
  const words = [resumeText(doc), ...doc.skills.map((s) => s.name)]
    .join(' ')
    .split(/\s+/)
    .filter(filled).length;
  if (words > LONG_WORDS) {
    return make(
      'warn',
      `About ${words} words: more than two pages, and recruiters rarely read that far.`,
      'Keep the last ten years and the bullet points that matter for the job you want; the Compact template fits more on a page.',
    );
  }
  return make('pass', `About ${words} words: a length recruiters read.`);
}

// ---------------------------------------------------------------------------------------------------
// Comparing with a job's skills

/**
 * Lower case, accents composed, punctuation and runs of spaces made single spaces. `+` and `#` stay: they
 * are the difference between "C", "C++" and "C#".
 */
export function normaliseSkill(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}+#]+/gu, ' ')
    .trim();
}

const compact = (normalised: string) => normalised.replace(/ /g, '');

export function compareWithJob(doc: ResumeDocument, jobSkills: string[]): AtsJobComparison {
  const own = new Set(doc.skills.map((s) => compact(normaliseSkill(s.name))).filter(Boolean));
  // Spaces around so a skill matches whole words only ("R" is not every word with an r in it).
  const text = ` ${normaliseSkill(resumeText(doc))} `;
  const seen = new Set<string>();
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of jobSkills) {
    const key = normaliseSkill(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const found = own.has(compact(key)) || text.includes(` ${key} `);
    (found ? matched : missing).push(skill.trim());
  }
  const total = matched.length + missing.length;
  return { matched, missing, percent: total === 0 ? 0 : Math.round((matched.length / total) * 100) };
}

const WEIGHT: Record<AtsStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

/** The whole report: the checks in the order the finalize step lists them, and the job comparison. */
export function atsCheck(
  document: ResumeDocument,
  settings: ResumeSettings,
  jobSkills?: string[],
): AtsReport {
  const checks = [
    contactCheck(document),
    headingsCheck(settings),
    datesCheck(document),
    imagesCheck(document, settings),
    bulletsCheck(document),
    summaryCheck(document),
    skillsCheck(document),
    lengthCheck(document),
  ];
  const score = Math.round((checks.reduce((sum, c) => sum + WEIGHT[c.status], 0) / checks.length) * 100);
  return { score, checks, job: jobSkills === undefined ? null : compareWithJob(document, jobSkills) };
}
