import { EDUCATION_LEVELS, type EducationLevel } from './jobs';
import {
  LANGUAGE_FLUENCIES,
  RESUME_LIMITS,
  ResumeDocument,
  SKILL_LEVELS,
  type JsonResumeKept,
  type LanguageFluency,
  type ResumeDocumentInput,
  type SkillLevel,
} from './resume';

/**
 * JSON Resume (https://jsonresume.org/schema, v1.x) import and export. The mapping keeps everything both
 * formats can say; what only ours can say travels in JSON Resume's own places for extras (`x-dokkho` keys,
 * which the schema allows), so an export imports back unchanged. An imported file is kept whole beside the
 * document (JsonResumeKept), and its export starts from it: what the builder does not show (volunteer work,
 * awards, references, course lists, keywords, a second role...) and the file's own wording of what the
 * builder shows unchanged ("Bachelor of Science", "2020-03-15") come back out as they went in (ADR 019).
 */

/**
 * The schema exports follow and name: the official package's (`@jsonresume/schema`, which the tests
 * validate against). The older v1.0.0 file at raw.githubusercontent.com wants a certificate's date as a
 * full day, which a resume that states a month cannot give without inventing one.
 */
export const JSON_RESUME_SCHEMA = 'https://cdn.jsdelivr.net/npm/@jsonresume/schema@1.3.1/schema.json';

/** JSON Resume dates are ISO 8601 (`2024`, `2024-03`, `2024-03-15`); ours are months, or a year alone. */
function toMonth(date: unknown): string {
  if (typeof date !== 'string') return '';
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date.trim());
  if (!match) return '';
  const month = match[2] && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? match[2] : null;
  return month ? `${match[1]}-${month}` : match[1]!;
}

const str = (value: unknown, max = 3000) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, 30) : []);
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The whole of an item's description: its summary and its highlights, one per line. */
function joinLines(summary: unknown, highlights: unknown): string {
  return [str(summary), ...list(highlights).map((h) => str(h, 500))].filter(Boolean).join('\n');
}

function splitLines(text: string): { summary: string; highlights: string[] } {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);
  return lines.length <= 1 ? { summary: lines[0] ?? '', highlights: [] } : { summary: '', highlights: lines };
}

const SKILL_LEVEL_WORDS: Record<string, SkillLevel> = {
  beginner: 'beginner',
  basic: 'beginner',
  novice: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  expert: 'expert',
  master: 'expert',
};

function skillLevel(value: unknown): SkillLevel | null {
  const word = str(value).toLowerCase();
  if ((SKILL_LEVELS as readonly string[]).includes(word)) return word as SkillLevel;
  return SKILL_LEVEL_WORDS[word] ?? null;
}

function fluency(value: unknown): LanguageFluency | null {
  const word = str(value).toLowerCase();
  if ((LANGUAGE_FLUENCIES as readonly string[]).includes(word)) return word as LanguageFluency;
  if (word.includes('native') || word.includes('mother')) return 'native';
  if (word.includes('fluent')) return 'fluent';
  if (word.includes('professional') || word.includes('working')) return 'professional';
  if (word.includes('basic') || word.includes('elementary') || word.includes('beginner')) return 'basic';
  return null;
}

/** A study type in words ("Bachelor of Science", "HSC") to our ladder, when it is clear. */
function educationLevel(studyType: string): EducationLevel | null {
  const word = studyType.toLowerCase();
  if ((EDUCATION_LEVELS as readonly string[]).includes(word)) return word as EducationLevel;
  if (/\bph\.?d|doctor/.test(word)) return 'phd';
  if (/master|\bm\.?sc|\bmba|\bm\.?a\b|\bmbbs/.test(word))
    return word.includes('mbbs') ? 'bachelor' : 'masters';
  if (/bachelor|\bb\.?sc|\bbba|\bb\.?a\b|\bbeng|honours/.test(word)) return 'bachelor';
  if (/diploma/.test(word)) return 'diploma';
  if (/\bhsc|a[- ]level|higher secondary/.test(word)) return 'hsc';
  if (/\bssc|o[- ]level|secondary school/.test(word)) return 'ssc';
  return null;
}

const STUDY_TYPE_WORDS: Record<EducationLevel, string> = {
  ssc: 'SSC',
  hsc: 'HSC',
  diploma: 'Diploma',
  bachelor: 'Bachelor',
  masters: 'Masters',
  phd: 'PhD',
};

/**
 * Our document as JSON Resume. Empty values are left out, as JSON Resume files usually do. With the file
 * an imported resume came from, the export is that file with the builder's changes applied (mergeKept).
 */
export function toJsonResume(
  doc: ResumeDocument,
  kept: JsonResumeKept | null = null,
): Record<string, unknown> {
  const fresh = freshJsonResume(doc);
  return kept ? mergeKept(doc, fresh, kept) : fresh;
}

function freshJsonResume(doc: ResumeDocument): Record<string, unknown> {
  const compact = (value: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(value).filter(
        ([, v]) => v !== '' && v !== null && !(Array.isArray(v) && v.length === 0),
      ),
    );
  const { basics } = doc;
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: compact({
      name: basics.full_name,
      label: basics.headline,
      image: basics.photo,
      email: basics.email,
      phone: basics.phone,
      summary: doc.summary,
      location: basics.location ? { address: basics.location } : '',
      profiles: doc.links.map((link) => compact({ network: link.label, url: link.url })),
    }),
    work: doc.experience.map((job) => {
      const { summary, highlights } = splitLines(job.description);
      return compact({
        name: job.company,
        position: job.position,
        location: job.location,
        startDate: job.start,
        endDate: job.current ? '' : job.end,
        summary,
        highlights,
        'x-dokkho-employment-type': job.employment_type,
      });
    }),
    education: doc.education.map((school) =>
      compact({
        institution: school.institution,
        area: school.area,
        studyType: school.level ? STUDY_TYPE_WORDS[school.level] : '',
        startDate: school.start,
        endDate: school.end,
        score: school.result,
      }),
    ),
    certificates: doc.certifications.map((cert) =>
      compact({
        name: cert.name,
        issuer: cert.issuer,
        date: cert.date,
        url: cert.url,
        'x-dokkho-certificate': cert.certificate_serial,
      }),
    ),
    skills: doc.skills.map((skill) => compact({ name: skill.name, level: skill.level ?? '' })),
    languages: doc.languages.map((language) =>
      compact({ language: language.language, fluency: language.fluency ?? '' }),
    ),
    projects: doc.projects.map((project) => {
      const { summary, highlights } = splitLines(project.description);
      return compact({
        name: project.name,
        description: summary,
        highlights,
        url: project.url,
        startDate: project.start,
        endDate: project.end,
        roles: project.role ? [project.role] : [],
      });
    }),
  };
}

/** A JSON Resume as our document (readJsonResume without the kept file). */
export function fromJsonResume(json: Record<string, unknown>, makeId: () => string): ResumeDocument {
  return readJsonResume(json, makeId).document;
}

/**
 * A JSON Resume as our document, and the file kept for its export: which entry of the file each of the
 * document's entries came from. Every builder section maps its file section entry by entry, in order.
 */
export function readJsonResume(
  json: Record<string, unknown>,
  makeId: () => string,
): { document: ResumeDocument; kept: JsonResumeKept } {
  const document = documentFromJsonResume(json, makeId);
  const origin: Record<string, number> = {};
  for (const section of Object.keys(SECTION_OF) as (keyof typeof SECTION_OF)[]) {
    document[section].forEach((item, index) => {
      origin[item.id] = index;
    });
  }
  return { document, kept: { source: json, origin } };
}

/**
 * Unknown or malformed values are dropped rather than refused (people import files other tools wrote);
 * the result is validated like anything the builder saves, and a Dokkho certificate reference is kept only
 * for the server to check against the importer's own certificates.
 */
function documentFromJsonResume(json: Record<string, unknown>, makeId: () => string): ResumeDocument {
  const basics = record(json.basics);
  const location = record(basics.location);
  const place = [str(location.address), str(location.city), str(location.region)].filter(Boolean).join(', ');
  const input: ResumeDocumentInput = {
    basics: {
      full_name: str(basics.name, 80),
      headline: str(basics.label, 120),
      email: str(basics.email, 254),
      phone: str(basics.phone, 30),
      location: place.slice(0, 120),
      photo: '',
    },
    summary: str(basics.summary, 2000),
    links: list(basics.profiles).map((raw) => {
      const profile = record(raw);
      return {
        id: makeId(),
        label: str(profile.network ?? profile.username, 40),
        url: str(profile.url, 300),
      };
    }),
    experience: list(json.work).map((raw) => {
      const job = record(raw);
      const end = toMonth(job.endDate);
      const type = str(job['x-dokkho-employment-type']);
      return {
        id: makeId(),
        position: str(job.position, 120),
        company: str(job.name ?? job.company, 120),
        location: str(job.location, 120),
        employment_type: ['full_time', 'part_time', 'contract', 'internship'].includes(type)
          ? (type as 'full_time')
          : null,
        start: toMonth(job.startDate),
        end,
        current: end === '' && toMonth(job.startDate) !== '',
        description: joinLines(job.summary, job.highlights).slice(0, 3000),
      };
    }),
    education: list(json.education).map((raw) => {
      const school = record(raw);
      return {
        id: makeId(),
        institution: str(school.institution, 160),
        level: educationLevel(str(school.studyType)),
        area: str(school.area, 120),
        start: toMonth(school.startDate),
        end: toMonth(school.endDate),
        result: str(school.score, 60),
      };
    }),
    certifications: list(json.certificates).map((raw) => {
      const cert = record(raw);
      const serial = str(cert['x-dokkho-certificate'], 64);
      return {
        id: makeId(),
        name: str(cert.name, 120),
        issuer: str(cert.issuer, 120),
        date: toMonth(cert.date),
        url: str(cert.url, 300),
        certificate_serial: serial || null,
      };
    }),
    skills: list(json.skills).map((raw) => {
      const skill = record(raw);
      return { id: makeId(), name: str(skill.name, 60), level: skillLevel(skill.level) };
    }),
    languages: list(json.languages).map((raw) => {
      const language = record(raw);
      return { id: makeId(), language: str(language.language, 40), fluency: fluency(language.fluency) };
    }),
    projects: list(json.projects).map((raw) => {
      const project = record(raw);
      const roles = list(project.roles)
        .map((r) => str(r, 120))
        .filter(Boolean);
      return {
        id: makeId(),
        name: str(project.name, 120),
        role: roles[0] ?? '',
        url: str(project.url, 300),
        start: toMonth(project.startDate),
        end: toMonth(project.endDate),
        description: joinLines(project.description, project.highlights).slice(0, 3000),
      };
    }),
  };
  // Addresses that are not http(s) and dates out of order are dropped rather than failing the import.
  for (const link of input.links ?? []) if (!/^https?:\/\//i.test(link.url ?? '')) link.url = '';
  for (const item of [...(input.experience ?? []), ...(input.education ?? []), ...(input.projects ?? [])]) {
    if (item.start && item.end && item.end < item.start) item.end = '';
  }
  for (const item of [...(input.projects ?? []), ...(input.certifications ?? [])]) {
    if (item.url && !/^https?:\/\//i.test(item.url)) item.url = '';
  }
  const parsed = ResumeDocument.safeParse(input);
  if (parsed.success) return parsed.data;
  // Whatever still fails (an odd e-mail) is blanked field by field, never the whole import.
  const fallback = structuredClone(input) as Record<string, unknown>;
  for (const issue of parsed.error.issues) {
    let target: unknown = fallback;
    for (const key of issue.path.slice(0, -1))
      target = (target as Record<PropertyKey, unknown>)[key as PropertyKey];
    const last = issue.path.at(-1);
    if (target && typeof target === 'object' && last !== undefined) {
      (target as Record<PropertyKey, unknown>)[last as PropertyKey] = Array.isArray(target) ? undefined : '';
    }
  }
  return ResumeDocument.parse(fallback);
}

// ---------------------------------------------------------------------------------------------------
// The export of an imported resume: its file, with the builder's changes

/** Each builder section and the JSON Resume section its entries come from (`profiles` is in `basics`). */
const SECTION_OF = {
  links: 'profiles',
  experience: 'work',
  education: 'education',
  certifications: 'certificates',
  skills: 'skills',
  languages: 'languages',
  projects: 'projects',
} as const;

type Entry = Record<string, unknown>;

/**
 * Builder fields and the JSON Resume keys the importer reads them from (and the export writes them to).
 * While the fields hold what the importer made of the file's entry, the file's keys go out as they came;
 * once the person changes one, its keys are written from the builder. `replace` writes a changed group
 * that shares its keys with what the builder does not show (a location's country, a project's other roles).
 */
interface Group {
  fields: string[];
  keys: string[];
  replace?: (out: Entry, fresh: Entry, item: Entry) => void;
}
const group = (fields: string[], keys: string[], replace?: Group['replace']): Group => ({
  fields,
  keys,
  ...(replace ? { replace } : {}),
});
const same = (name: string) => group([name], [name]);

const BASICS_GROUPS: Group[] = [
  group(['full_name'], ['name']),
  group(['headline'], ['label']),
  same('email'),
  same('phone'),
  group(['photo'], ['image']),
  same('summary'),
  // The builder shows address, city and region as one line; a postal code or country code stays.
  group(['location'], ['location'], (out, fresh) => {
    const rest = { ...record(out.location) };
    for (const key of ['address', 'city', 'region']) delete rest[key];
    const location = { ...rest, ...record(fresh.location) };
    if (Object.keys(location).length > 0) out.location = location;
    else delete out.location;
  }),
];

const GROUPS: Record<keyof typeof SECTION_OF, Group[]> = {
  // A username stays; the importer only falls back on it for the label when there is no network.
  links: [group(['label'], ['network']), same('url')],
  experience: [
    same('position'),
    group(['company'], ['name', 'company']),
    same('location'),
    group(['employment_type'], ['x-dokkho-employment-type']),
    group(['start'], ['startDate']),
    group(['end', 'current'], ['endDate']),
    group(['description'], ['summary', 'highlights']),
  ],
  education: [
    same('institution'),
    group(['level'], ['studyType']),
    same('area'),
    group(['start'], ['startDate']),
    group(['end'], ['endDate']),
    group(['result'], ['score']),
  ],
  certifications: [
    same('name'),
    same('issuer'),
    same('date'),
    same('url'),
    group(['certificate_serial'], ['x-dokkho-certificate']),
  ],
  skills: [same('name'), same('level')],
  languages: [same('language'), same('fluency')],
  projects: [
    same('name'),
    // The builder shows the first role; the others stay behind the one the person wrote.
    group(['role'], ['roles'], (out, _fresh, item) => {
      const roles = [
        item.role,
        ...(Array.isArray(out.roles) ? (out.roles as unknown[]).slice(1) : []),
      ].filter((role) => role !== '');
      if (roles.length > 0) out.roles = roles;
      else delete out.roles;
    }),
    same('url'),
    group(['start'], ['startDate']),
    group(['end'], ['endDate']),
    group(['description'], ['description', 'highlights']),
  ],
};

/** An entry of the file with the builder's changes to it: `before` is what the importer made of it. */
function mergeEntry(original: Entry, before: Entry, item: Entry, fresh: Entry, groups: Group[]): Entry {
  const out = { ...original };
  for (const { fields, keys, replace } of groups) {
    if (fields.every((field) => before[field] === item[field])) continue;
    if (replace) {
      replace(out, fresh, item);
      continue;
    }
    for (const key of keys) delete out[key];
    for (const key of keys) if (key in fresh) out[key] = fresh[key];
  }
  return out;
}

/** A list in the export: [] where the file had one, nothing where it had none (or not a list). */
function putList(out: Entry, key: string, entries: unknown[], original: Entry) {
  if (entries.length > 0 || Array.isArray(original[key])) out[key] = entries;
  else delete out[key];
}

function mergeKept(doc: ResumeDocument, fresh: Record<string, unknown>, kept: JsonResumeKept): Entry {
  const { source, origin } = kept;
  let next = 0;
  // What the importer made of the file (the same code, so the same values), to see what the person changed.
  const before = documentFromJsonResume(source, () => `k${++next}`);
  const sourceBasics = record(source.basics);
  const sections: Entry = { ...source, profiles: sourceBasics.profiles };

  const mergeSection = (section: keyof typeof SECTION_OF, freshEntries: unknown): unknown[] => [
    ...(doc[section] as Entry[]).map((item, index) => {
      const freshEntry = record(list(freshEntries)[index]);
      const at = origin[item.id as string];
      const original = at === undefined ? undefined : list(sections[SECTION_OF[section]])[at];
      const imported = at === undefined ? undefined : (before[section] as Entry[])[at];
      if (!imported || original === null || typeof original !== 'object' || Array.isArray(original))
        return freshEntry;
      return mergeEntry(original as Entry, imported, item, freshEntry, GROUPS[section]);
    }),
    // Entries past what a builder section holds were never shown: they stay, after the others.
    ...(Array.isArray(sections[SECTION_OF[section]])
      ? (sections[SECTION_OF[section]] as unknown[]).slice(RESUME_LIMITS.itemsPerSection)
      : []),
  ];

  const freshBasics = record(fresh.basics);
  const basics =
    source.basics === undefined
      ? { ...freshBasics }
      : mergeEntry(
          sourceBasics,
          { ...before.basics, summary: before.summary },
          { ...doc.basics, summary: doc.summary },
          freshBasics,
          BASICS_GROUPS,
        );
  putList(basics, 'profiles', mergeSection('links', freshBasics.profiles), sourceBasics);

  const out: Entry = { ...source, $schema: JSON_RESUME_SCHEMA, basics };
  for (const section of Object.keys(SECTION_OF) as (keyof typeof SECTION_OF)[]) {
    if (section === 'links') continue;
    const key = SECTION_OF[section];
    putList(out, key, mergeSection(section, fresh[key]), source);
  }
  return out;
}
