import {
  MATCH_WEIGHTS,
  type CandidateProfile,
  type MatchPart,
  type MatchScore,
  type SkillMatch,
} from '@dokkho/contract/hiring';
import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, type EducationLevel } from '@dokkho/contract/jobs';
import type { Locale } from '@dokkho/contract/locale';
import { localiseDigits } from '@dokkho/domain/digits';
import { courseProvesSkill, normalSkill } from './skill-evidence';

/*
 * The applicant match score (issue 6: ranking, applicant detail). A pure function of the post and the
 * candidate: no clock, no database, no randomness, so the same inputs always give the same score and the
 * ranking is stable. Every part states its reasons in plain words, because recruiters must be able to see
 * why one applicant ranks above another (and a score they cannot explain is a score they will not trust).
 */

/** What the score reads of a post. */
export interface MatchJob {
  skills: readonly string[];
  experienceMinYears: number;
  experienceMaxYears: number | null;
  educationLevel: EducationLevel | null;
  workplace: 'on_site' | 'remote' | 'hybrid';
  division: string | null;
  district: string | null;
}

/**
 * What the score reads of a candidate: their profile plus the tags of the Dokkho courses they completed or
 * hold a certificate for (by course id), which is what makes a skill "verified".
 */
export type MatchCandidate = Pick<
  CandidateProfile,
  | 'skills'
  | 'experience_years'
  | 'educations'
  | 'division'
  | 'district'
  | 'certificates'
  | 'completed_courses'
  | 'quiz_average'
> & { course_tags?: Readonly<Record<number, readonly string[]>> };

const normal = normalSkill;

/**
 * The score's words in each language of the interface (issue 16: the recruiter reads the reasons in the
 * language on screen). Skill names, course titles and place names are data and stay as written; the
 * Bangla leaves the place names out rather than mix English names into a Bangla sentence (the applicant's
 * and the job's places are on the same screen, in Bangla).
 */
interface MatchWords {
  labels: Record<MatchPart['key'], string>;
  certificate: (title: string) => string;
  completedCourse: (title: string) => string;
  list: (items: string[]) => string;
  noSkillsAsked: string;
  hasSkills: (has: number, wanted: number) => string;
  verifiedBy: (groups: string[]) => string;
  declaredOnly: (skills: string) => string;
  missing: (skills: string) => string;
  askedRange: (min: number, max: number) => string;
  askedAtLeast: (min: number) => string;
  noMinimum: (has: number) => string;
  experienceMeets: (has: number, asked: string) => string;
  moreThanRange: string;
  experienceBelow: (has: number, asked: string, min: number) => string;
  level: (level: EducationLevel) => string;
  highest: (level: string) => string;
  noQualification: string;
  noLevelAsked: (has: string) => string;
  levelAsked: (level: string) => string;
  educationMeets: (has: string, asked: string) => string;
  oneLevelBelow: (has: string, asked: string) => string;
  moreThanOneBelow: (has: string, asked: string) => string;
  remote: string;
  noLocation: string;
  homeUnknown: (place: string) => string;
  sameDistrict: (lives: string) => string;
  sameDivision: (lives: string, place: string) => string;
  elsewhere: (lives: string, place: string) => string;
  relevantLearning: (labels: string) => string;
  noRelevantLearning: string;
  noQuizzes: string;
  quizAverage: (average: number) => string;
}

const enYears = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

const EN_WORDS: MatchWords = {
  labels: {
    skills: 'Skills',
    experience: 'Experience',
    education: 'Education',
    location: 'Location',
    evidence: 'Dokkho evidence',
  },
  certificate: (title) => `Certificate: ${title}`,
  completedCourse: (title) => `Completed course: ${title}`,
  list: (items) => items.join(', '),
  noSkillsAsked: 'The post lists no skills, so every applicant gets full points.',
  hasSkills: (has, wanted) => `Has ${has} of the ${wanted} skills the post asks for.`,
  verifiedBy: (groups) =>
    `Verified by Dokkho courses or certificates (full points each): ${groups.join('; ')}.`,
  declaredOnly: (skills) => `Declared on the profile only (half points each): ${skills}.`,
  missing: (skills) => `Missing: ${skills}.`,
  askedRange: (min, max) => `the post asks for ${min} to ${enYears(max)}`,
  askedAtLeast: (min) => `the post asks for at least ${enYears(min)}`,
  noMinimum: (has) => `${enYears(has)} of work; the post asks for no minimum experience.`,
  experienceMeets: (has, asked) => `${enYears(has)} of work; ${asked}.`,
  moreThanRange: 'More than the range asked for still counts in full.',
  experienceBelow: (has, asked, min) => `${enYears(has)} of work; ${asked}, so ${has} of ${min} years count.`,
  level: (level) => EDUCATION_LEVEL_LABELS[level],
  highest: (level) => `Highest qualification: ${level}`,
  noQualification: 'No qualification on the profile',
  noLevelAsked: (has) => `${has}; the post asks for no particular level.`,
  levelAsked: (level) => `the post asks for ${level}`,
  educationMeets: (has, asked) => `${has}; ${asked}.`,
  oneLevelBelow: (has, asked) => `${has}; ${asked}: one level below, half the points.`,
  moreThanOneBelow: (has, asked) => `${has}; ${asked}: more than one level below.`,
  remote: 'A remote job: where the applicant lives does not matter.',
  noLocation: 'The post names no location.',
  homeUnknown: (place) => `The applicant has not said where they live; the job is in ${place}.`,
  sameDistrict: (lives) => `Lives in ${lives}, where the job is.`,
  sameDivision: (lives, place) =>
    `Lives in ${lives}: the same division as the job (${place}), another district.`,
  elsewhere: (lives, place) => `Lives in ${lives}; the job is in ${place}.`,
  relevantLearning: (labels) => `Relevant Dokkho learning: ${labels}.`,
  noRelevantLearning: 'No Dokkho certificate or completed course relevant to this post.',
  noQuizzes: 'No passed Dokkho quizzes yet.',
  quizAverage: (average) => `Average score on passed Dokkho quizzes: ${average}%.`,
};

const bnNumber = (n: number) => localiseDigits(String(n), 'bn');

/** The Bangla of EDUCATION_LEVEL_LABELS, as the web's labels write it (shared/labels/jobs.ts). */
const BN_EDUCATION_LEVELS: Record<EducationLevel, string> = {
  ssc: 'SSC / O লেভেল',
  hsc: 'HSC / A লেভেল',
  diploma: 'ডিপ্লোমা',
  bachelor: 'স্নাতক ডিগ্রি',
  masters: 'স্নাতকোত্তর ডিগ্রি',
  phd: 'পিএইচডি',
};

const BN_WORDS: MatchWords = {
  labels: {
    skills: 'স্কিল',
    experience: 'অভিজ্ঞতা',
    education: 'শিক্ষাগত যোগ্যতা',
    location: 'লোকেশন',
    evidence: 'Dokkho-তে প্রমাণ',
  },
  certificate: (title) => `সার্টিফিকেট: ${title}`,
  completedCourse: (title) => `শেষ করা কোর্স: ${title}`,
  list: (items) => items.join(', '),
  noSkillsAsked: 'পোস্টে কোনো স্কিল চাওয়া হয়নি, তাই সব আবেদনকারী পুরো নম্বর পান।',
  hasSkills: (has, wanted) => `পোস্টে চাওয়া ${bnNumber(wanted)}টি স্কিলের মধ্যে ${bnNumber(has)}টি আছে।`,
  verifiedBy: (groups) => `Dokkho-র কোর্স বা সার্টিফিকেটে যাচাই করা (প্রতিটিতে পুরো নম্বর): ${groups.join('; ')}।`,
  declaredOnly: (skills) => `শুধু প্রোফাইলে লেখা (প্রতিটিতে অর্ধেক নম্বর): ${skills}।`,
  missing: (skills) => `নেই: ${skills}।`,
  askedRange: (min, max) => `পোস্টে চাওয়া হয়েছে ${bnNumber(min)} থেকে ${bnNumber(max)} বছর`,
  askedAtLeast: (min) => `পোস্টে চাওয়া হয়েছে কমপক্ষে ${bnNumber(min)} বছর`,
  noMinimum: (has) => `${bnNumber(has)} বছরের কাজের অভিজ্ঞতা; পোস্টে ন্যূনতম কোনো অভিজ্ঞতা চাওয়া হয়নি।`,
  experienceMeets: (has, asked) => `${bnNumber(has)} বছরের কাজের অভিজ্ঞতা; ${asked}।`,
  moreThanRange: 'চাওয়া সীমার চেয়ে বেশি অভিজ্ঞতাতেও পুরো নম্বর।',
  experienceBelow: (has, asked, min) =>
    `${bnNumber(has)} বছরের কাজের অভিজ্ঞতা; ${asked}, তাই ${bnNumber(min)} বছরের মধ্যে ${bnNumber(has)} বছর ধরা হয়েছে।`,
  level: (level) => BN_EDUCATION_LEVELS[level],
  highest: (level) => `সর্বোচ্চ যোগ্যতা: ${level}`,
  noQualification: 'প্রোফাইলে কোনো শিক্ষাগত যোগ্যতা নেই',
  noLevelAsked: (has) => `${has}; পোস্টে নির্দিষ্ট কোনো স্তর চাওয়া হয়নি।`,
  levelAsked: (level) => `পোস্টে চাওয়া হয়েছে ${level}`,
  educationMeets: (has, asked) => `${has}; ${asked}।`,
  oneLevelBelow: (has, asked) => `${has}; ${asked}: এক স্তর নিচে, তাই অর্ধেক নম্বর।`,
  moreThanOneBelow: (has, asked) => `${has}; ${asked}: এক স্তরের বেশি নিচে।`,
  remote: 'রিমোট জব: আবেদনকারী কোথায় থাকেন তাতে কিছু যায় আসে না।',
  noLocation: 'পোস্টে কোনো লোকেশন দেওয়া নেই।',
  homeUnknown: () => 'আবেদনকারী কোথায় থাকেন তা জানাননি।',
  sameDistrict: () => 'জবটি যে জেলায়, আবেদনকারীও সেখানেই থাকেন।',
  sameDivision: () => 'জবের বিভাগেই থাকেন, তবে অন্য জেলায়।',
  elsewhere: () => 'জবটি যে বিভাগে, আবেদনকারী তার বাইরে থাকেন।',
  relevantLearning: (labels) => `এই পোস্টের কাজে লাগে এমন Dokkho-র শেখা: ${labels}।`,
  noRelevantLearning: 'এই পোস্টের কাজে লাগে এমন কোনো Dokkho সার্টিফিকেট বা শেষ করা কোর্স নেই।',
  noQuizzes: 'Dokkho-র কোনো কুইজে এখনো পাস করেননি।',
  quizAverage: (average) => `পাস করা Dokkho কুইজগুলোর গড় স্কোর: ${bnNumber(average)}%।`,
};

const matchWords = (locale: Locale): MatchWords => (locale === 'bn' ? BN_WORDS : EN_WORDS);

/** A Dokkho course the candidate finished: with a certificate, or completed (certificate or not). */
interface Evidence {
  kind: 'certificate' | 'course';
  courseId: number;
  title: string;
  tags: string[];
  /** "Certificate: Excel for Business". */
  label: string;
}

/** Certificates first, then completed courses without one; each in a fixed order (input order never matters). */
function evidenceOf(candidate: MatchCandidate, w: MatchWords = EN_WORDS): Evidence[] {
  const tagsOf = (courseId: number) => (candidate.course_tags?.[courseId] ?? []).map(normal);
  const certified = new Set(candidate.certificates.map((c) => c.course_id));
  const byTitle = (a: Evidence, b: Evidence) =>
    a.title === b.title ? a.courseId - b.courseId : a.title < b.title ? -1 : 1;
  const certificates: Evidence[] = [...new Map(candidate.certificates.map((c) => [c.course_id, c])).values()]
    .map((c) => ({
      kind: 'certificate' as const,
      courseId: c.course_id,
      title: c.course_title,
      tags: tagsOf(c.course_id),
      label: w.certificate(c.course_title),
    }))
    .sort(byTitle);
  const courses: Evidence[] = [
    ...new Map(
      candidate.completed_courses.filter((c) => !certified.has(c.course_id)).map((c) => [c.course_id, c]),
    ).values(),
  ]
    .map((c) => ({
      kind: 'course' as const,
      courseId: c.course_id,
      title: c.title,
      tags: tagsOf(c.course_id),
      label: w.completedCourse(c.title),
    }))
    .sort(byTitle);
  return [...certificates, ...courses];
}

function proves(evidence: Evidence, skill: string): boolean {
  return courseProvesSkill(evidence, skill);
}

/** How a candidate stands on one skill: verified (with what proves it), declared, or missing. */
export function skillStatus(skill: string, candidate: MatchCandidate): SkillMatch {
  return skillStatusFrom(normal(skill), evidenceOf(candidate), declaredOf(candidate));
}

const declaredOf = (candidate: MatchCandidate) => new Set(candidate.skills.map(normal));

function skillStatusFrom(skill: string, evidence: Evidence[], declared: Set<string>): SkillMatch {
  const proof = evidence.find((e) => proves(e, skill));
  if (proof) return { skill, status: 'verified', evidence: proof.label };
  if (declared.has(skill)) return { skill, status: 'declared', evidence: null };
  return { skill, status: 'missing', evidence: null };
}

/**
 * The candidate's skills the platform verifies: the tags of their completed or certified courses, plus
 * declared skills a course title names. Sorted, lower-case.
 */
export function verifiedSkills(candidate: MatchCandidate): string[] {
  const evidence = evidenceOf(candidate);
  const skills = new Set<string>();
  for (const e of evidence) for (const tag of e.tags) skills.add(tag);
  for (const skill of declaredOf(candidate)) if (evidence.some((e) => proves(e, skill))) skills.add(skill);
  return [...skills].sort();
}

function skillsPart(job: MatchJob, candidate: MatchCandidate, evidence: Evidence[], w: MatchWords) {
  const max = MATCH_WEIGHTS.skills;
  const declared = declaredOf(candidate);
  const wanted = [...new Set(job.skills.map(normal).filter(Boolean))];
  const skills = wanted.map((skill) => skillStatusFrom(skill, evidence, declared));
  if (wanted.length === 0) {
    return {
      skills,
      part: part('skills', w.labels.skills, max, max, [w.noSkillsAsked]),
    };
  }
  const verified = skills.filter((s) => s.status === 'verified');
  const declaredOnly = skills.filter((s) => s.status === 'declared');
  const missing = skills.filter((s) => s.status === 'missing');
  // A verified skill counts fully, a declared one half: the platform's evidence weighs more than a claim.
  const points = Math.round((max * (verified.length + declaredOnly.length / 2)) / wanted.length);
  const reasons = [w.hasSkills(verified.length + declaredOnly.length, wanted.length)];
  if (verified.length) {
    // Grouped by what proves them, so one certificate covering four skills is named once.
    const byEvidence = new Map<string, string[]>();
    for (const s of verified) byEvidence.set(s.evidence!, [...(byEvidence.get(s.evidence!) ?? []), s.skill]);
    const groups = [...byEvidence].map(([evidence, names]) => `${w.list(names)} (${evidence})`);
    reasons.push(w.verifiedBy(groups));
  }
  if (declaredOnly.length) {
    reasons.push(w.declaredOnly(w.list(declaredOnly.map((s) => s.skill))));
  }
  if (missing.length) reasons.push(w.missing(w.list(missing.map((s) => s.skill))));
  return { skills, part: part('skills', w.labels.skills, points, max, reasons) };
}

function experiencePart(job: MatchJob, candidate: MatchCandidate, w: MatchWords): MatchPart {
  const max = MATCH_WEIGHTS.experience;
  const has = candidate.experience_years;
  const min = job.experienceMinYears;
  const asked =
    job.experienceMaxYears !== null
      ? w.askedRange(job.experienceMinYears, job.experienceMaxYears)
      : w.askedAtLeast(min);
  if (min <= 0) return part('experience', w.labels.experience, max, max, [w.noMinimum(has)]);
  if (has >= min) {
    const reasons = [w.experienceMeets(has, asked)];
    if (job.experienceMaxYears !== null && has > job.experienceMaxYears) reasons.push(w.moreThanRange);
    return part('experience', w.labels.experience, max, max, reasons);
  }
  // Below the minimum: in proportion, so 1 year of 2 asked for is half the points.
  const points = Math.round((max * has) / min);
  return part('experience', w.labels.experience, points, max, [w.experienceBelow(has, asked, min)]);
}

const levelIndex = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);

function educationPart(job: MatchJob, candidate: MatchCandidate, w: MatchWords): MatchPart {
  const max = MATCH_WEIGHTS.education;
  const highest = candidate.educations
    .map((e) => e.level)
    .reduce<EducationLevel | null>(
      (best, level) => (best === null || levelIndex(level) > levelIndex(best) ? level : best),
      null,
    );
  const label = w.labels.education;
  const has = highest ? w.highest(w.level(highest)) : w.noQualification;
  if (!job.educationLevel) return part('education', label, max, max, [w.noLevelAsked(has)]);
  const asked = w.levelAsked(w.level(job.educationLevel));
  if (!highest) return part('education', label, 0, max, [w.educationMeets(has, asked)]);
  const gap = levelIndex(highest) - levelIndex(job.educationLevel);
  if (gap >= 0) return part('education', label, max, max, [w.educationMeets(has, asked)]);
  if (gap === -1) return part('education', label, Math.round(max / 2), max, [w.oneLevelBelow(has, asked)]);
  return part('education', label, 0, max, [w.moreThanOneBelow(has, asked)]);
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && normal(a) === normal(b);

function locationPart(job: MatchJob, candidate: MatchCandidate, w: MatchWords): MatchPart {
  const max = MATCH_WEIGHTS.location;
  const label = w.labels.location;
  if (job.workplace === 'remote') return part('location', label, max, max, [w.remote]);
  if (!job.division) return part('location', label, max, max, [w.noLocation]);
  const place = job.district ? `${job.district}, ${job.division}` : job.division;
  if (!candidate.division) return part('location', label, 0, max, [w.homeUnknown(place)]);
  const lives = candidate.district ? `${candidate.district}, ${candidate.division}` : candidate.division;
  if (same(job.division, candidate.division)) {
    if (!job.district || same(job.district, candidate.district)) {
      return part('location', label, max, max, [w.sameDistrict(lives)]);
    }
    const points = Math.round((max * 7) / 10);
    return part('location', label, points, max, [w.sameDivision(lives, place)]);
  }
  return part('location', label, 0, max, [w.elsewhere(lives, place)]);
}

/** Points for relevant Dokkho learning: certificates weigh more than a completed course; quizzes add a little. */
export const EVIDENCE_POINTS = { certificate: 5, course: 3, learningMax: 10, quizMax: 5 } as const;

function evidencePart(job: MatchJob, evidence: Evidence[], w: MatchWords): MatchPart {
  const max = MATCH_WEIGHTS.evidence;
  const wanted = [...new Set(job.skills.map(normal).filter(Boolean))];
  // With no skills asked for, any finished course is relevant; otherwise it must prove one of them.
  const relevant = wanted.length === 0 ? evidence : evidence.filter((e) => wanted.some((s) => proves(e, s)));
  const learning = Math.min(
    EVIDENCE_POINTS.learningMax,
    relevant.reduce((sum, e) => sum + EVIDENCE_POINTS[e.kind], 0),
  );
  const reasons: string[] = relevant.length
    ? [w.relevantLearning(w.list(relevant.map((e) => e.label)))]
    : [w.noRelevantLearning];
  return part('evidence', w.labels.evidence, learning, max, reasons);
}

function withQuiz(evidence: MatchPart, quizAverage: number | null, w: MatchWords): MatchPart {
  if (quizAverage === null) return { ...evidence, reasons: [...evidence.reasons, w.noQuizzes] };
  const average = Math.max(0, Math.min(100, quizAverage));
  const quiz = Math.round((EVIDENCE_POINTS.quizMax * average) / 100);
  return {
    ...evidence,
    points: Math.min(evidence.max, evidence.points + quiz),
    reasons: [...evidence.reasons, w.quizAverage(average)],
  };
}

function part(
  key: MatchPart['key'],
  label: string,
  points: number,
  max: number,
  reasons: string[],
): MatchPart {
  return { key, label, points: Math.max(0, Math.min(max, points)), max, reasons };
}

/**
 * The score of one candidate for one post: parts out of MATCH_WEIGHTS, total their sum (0..100). The
 * labels and reasons are in `locale`; the points do not depend on it.
 */
export function scoreMatch(job: MatchJob, candidate: MatchCandidate, locale: Locale = 'en'): MatchScore {
  const w = matchWords(locale);
  const evidence = evidenceOf(candidate, w);
  const { skills, part: skillsScore } = skillsPart(job, candidate, evidence, w);
  const parts = [
    skillsScore,
    experiencePart(job, candidate, w),
    educationPart(job, candidate, w),
    locationPart(job, candidate, w),
    withQuiz(evidencePart(job, evidence, w), candidate.quiz_average, w),
  ];
  return { total: parts.reduce((sum, p) => sum + p.points, 0), parts, skills };
}
