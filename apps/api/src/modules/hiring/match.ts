import {
  MATCH_WEIGHTS,
  type CandidateProfile,
  type MatchPart,
  type MatchScore,
  type SkillMatch,
} from '@dokkho/contract/hiring';
import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, type EducationLevel } from '@dokkho/contract/jobs';

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

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "excel" is in "Excel for Business", "sql" is not in "PostgreSQL administration" (whole words only). */
function mentions(title: string, skill: string): boolean {
  if (!skill) return false;
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(skill)}($|[^a-z0-9])`).test(normal(title));
}

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
function evidenceOf(candidate: MatchCandidate): Evidence[] {
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
      label: `Certificate: ${c.course_title}`,
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
      label: `Completed course: ${c.title}`,
    }))
    .sort(byTitle);
  return [...certificates, ...courses];
}

function proves(evidence: Evidence, skill: string): boolean {
  return evidence.tags.includes(skill) || mentions(evidence.title, skill);
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

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const list = (items: string[]) => items.join(', ');

function skillsPart(job: MatchJob, candidate: MatchCandidate, evidence: Evidence[]) {
  const max = MATCH_WEIGHTS.skills;
  const declared = declaredOf(candidate);
  const wanted = [...new Set(job.skills.map(normal).filter(Boolean))];
  const skills = wanted.map((skill) => skillStatusFrom(skill, evidence, declared));
  if (wanted.length === 0) {
    return {
      skills,
      part: part('skills', 'Skills', max, max, [
        'The post lists no skills, so every applicant gets full points.',
      ]),
    };
  }
  const verified = skills.filter((s) => s.status === 'verified');
  const declaredOnly = skills.filter((s) => s.status === 'declared');
  const missing = skills.filter((s) => s.status === 'missing');
  // A verified skill counts fully, a declared one half: the platform's evidence weighs more than a claim.
  const points = Math.round((max * (verified.length + declaredOnly.length / 2)) / wanted.length);
  const reasons = [
    `Has ${verified.length + declaredOnly.length} of the ${wanted.length} skills the post asks for.`,
  ];
  if (verified.length) {
    // Grouped by what proves them, so one certificate covering four skills is named once.
    const byEvidence = new Map<string, string[]>();
    for (const s of verified) byEvidence.set(s.evidence!, [...(byEvidence.get(s.evidence!) ?? []), s.skill]);
    const groups = [...byEvidence].map(([evidence, names]) => `${list(names)} (${evidence})`);
    reasons.push(`Verified by Dokkho courses or certificates (full points each): ${groups.join('; ')}.`);
  }
  if (declaredOnly.length) {
    reasons.push(
      `Declared on the profile only (half points each): ${list(declaredOnly.map((s) => s.skill))}.`,
    );
  }
  if (missing.length) reasons.push(`Missing: ${list(missing.map((s) => s.skill))}.`);
  return { skills, part: part('skills', 'Skills', points, max, reasons) };
}

function experiencePart(job: MatchJob, candidate: MatchCandidate): MatchPart {
  const max = MATCH_WEIGHTS.experience;
  const has = candidate.experience_years;
  const min = job.experienceMinYears;
  const asked =
    job.experienceMaxYears !== null
      ? `the post asks for ${job.experienceMinYears} to ${years(job.experienceMaxYears)}`
      : `the post asks for at least ${years(min)}`;
  if (min <= 0) {
    return part('experience', 'Experience', max, max, [
      `${years(has)} of work; the post asks for no minimum experience.`,
    ]);
  }
  if (has >= min) {
    const reasons = [`${years(has)} of work; ${asked}.`];
    if (job.experienceMaxYears !== null && has > job.experienceMaxYears) {
      reasons.push('More than the range asked for still counts in full.');
    }
    return part('experience', 'Experience', max, max, reasons);
  }
  // Below the minimum: in proportion, so 1 year of 2 asked for is half the points.
  const points = Math.round((max * has) / min);
  return part('experience', 'Experience', points, max, [
    `${years(has)} of work; ${asked}, so ${has} of ${min} years count.`,
  ]);
}

const levelIndex = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);

function educationPart(job: MatchJob, candidate: MatchCandidate): MatchPart {
  const max = MATCH_WEIGHTS.education;
  const highest = candidate.educations
    .map((e) => e.level)
    .reduce<EducationLevel | null>(
      (best, level) => (best === null || levelIndex(level) > levelIndex(best) ? level : best),
      null,
    );
  const has = highest
    ? `Highest qualification: ${EDUCATION_LEVEL_LABELS[highest]}`
    : 'No qualification on the profile';
  if (!job.educationLevel) {
    return part('education', 'Education', max, max, [`${has}; the post asks for no particular level.`]);
  }
  const asked = `the post asks for ${EDUCATION_LEVEL_LABELS[job.educationLevel]}`;
  if (!highest) return part('education', 'Education', 0, max, [`${has}; ${asked}.`]);
  const gap = levelIndex(highest) - levelIndex(job.educationLevel);
  if (gap >= 0) return part('education', 'Education', max, max, [`${has}; ${asked}.`]);
  if (gap === -1) {
    return part('education', 'Education', Math.round(max / 2), max, [
      `${has}; ${asked}: one level below, half the points.`,
    ]);
  }
  return part('education', 'Education', 0, max, [`${has}; ${asked}: more than one level below.`]);
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && normal(a) === normal(b);

function locationPart(job: MatchJob, candidate: MatchCandidate): MatchPart {
  const max = MATCH_WEIGHTS.location;
  if (job.workplace === 'remote') {
    return part('location', 'Location', max, max, [
      'A remote job: where the applicant lives does not matter.',
    ]);
  }
  if (!job.division) {
    return part('location', 'Location', max, max, ['The post names no location.']);
  }
  const place = job.district ? `${job.district}, ${job.division}` : job.division;
  if (!candidate.division) {
    return part('location', 'Location', 0, max, [
      `The applicant has not said where they live; the job is in ${place}.`,
    ]);
  }
  const lives = candidate.district ? `${candidate.district}, ${candidate.division}` : candidate.division;
  if (same(job.division, candidate.division)) {
    if (!job.district || same(job.district, candidate.district)) {
      return part('location', 'Location', max, max, [`Lives in ${lives}, where the job is.`]);
    }
    const points = Math.round((max * 7) / 10);
    return part('location', 'Location', points, max, [
      `Lives in ${lives}: the same division as the job (${place}), another district.`,
    ]);
  }
  return part('location', 'Location', 0, max, [`Lives in ${lives}; the job is in ${place}.`]);
}

/** Points for relevant Dokkho learning: certificates weigh more than a completed course; quizzes add a little. */
export const EVIDENCE_POINTS = { certificate: 5, course: 3, learningMax: 10, quizMax: 5 } as const;

function evidencePart(job: MatchJob, evidence: Evidence[]): MatchPart {
  const max = MATCH_WEIGHTS.evidence;
  const wanted = [...new Set(job.skills.map(normal).filter(Boolean))];
  // With no skills asked for, any finished course is relevant; otherwise it must prove one of them.
  const relevant = wanted.length === 0 ? evidence : evidence.filter((e) => wanted.some((s) => proves(e, s)));
  const learning = Math.min(
    EVIDENCE_POINTS.learningMax,
    relevant.reduce((sum, e) => sum + EVIDENCE_POINTS[e.kind], 0),
  );
  const reasons: string[] = relevant.length
    ? [`Relevant Dokkho learning: ${list(relevant.map((e) => e.label))}.`]
    : ['No Dokkho certificate or completed course relevant to this post.'];
  return part('evidence', 'Dokkho evidence', learning, max, reasons);
}

function withQuiz(evidence: MatchPart, quizAverage: number | null): MatchPart {
  if (quizAverage === null) {
    return { ...evidence, reasons: [...evidence.reasons, 'No passed Dokkho quizzes yet.'] };
  }
  const average = Math.max(0, Math.min(100, quizAverage));
  const quiz = Math.round((EVIDENCE_POINTS.quizMax * average) / 100);
  return {
    ...evidence,
    points: Math.min(evidence.max, evidence.points + quiz),
    reasons: [...evidence.reasons, `Average score on passed Dokkho quizzes: ${average}%.`],
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

/** The score of one candidate for one post: parts out of MATCH_WEIGHTS, total their sum (0..100). */
export function scoreMatch(job: MatchJob, candidate: MatchCandidate): MatchScore {
  const evidence = evidenceOf(candidate);
  const { skills, part: skillsScore } = skillsPart(job, candidate, evidence);
  const parts = [
    skillsScore,
    experiencePart(job, candidate),
    educationPart(job, candidate),
    locationPart(job, candidate),
    withQuiz(evidencePart(job, evidence), candidate.quiz_average),
  ];
  return { total: parts.reduce((sum, p) => sum + p.points, 0), parts, skills };
}
