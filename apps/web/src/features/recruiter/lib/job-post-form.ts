import type { FieldErrors, Resolver } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  JOB_LIMITS,
  JobPostFields,
  checkJobPost,
  type EducationLevel,
  type EmploymentType,
  type JobPostInput,
  type RecruiterJobDetail,
  type Workplace,
} from '@dokkho/contract/jobs';
import { inLanguageOnScreen } from '../../../shared/forms/zod-resolver';

/**
 * The job post form's values are what the inputs hold (text, a date, taka); the body the API takes
 * (JobPostInput in the contract: numbers, poisha, lists, an ISO deadline) is made from them by
 * `toJobPostBody`, and validated with the contract's own rules before it is sent.
 */
export interface JobPostFormValues {
  title: string;
  description: string;
  /** The Bangla version (ADR 026); '' when not written, which the API stores as null. */
  title_bn: string;
  description_bn: string;
  /** One per line. */
  responsibilities: string;
  requirements: string;
  skills: string[];
  employment_type: EmploymentType | '';
  workplace: Workplace | '';
  division: string;
  district: string;
  vacancies: string;
  experience_min_years: string;
  experience_max_years: string;
  education: string;
  /** The lowest level the post asks for; '' for any (the ranking then gives every applicant the points). */
  education_level: EducationLevel | '';
  /** Whole taka a month. */
  salary_min: string;
  salary_max: string;
  salary_negotiable: boolean;
  /** YYYY-MM-DD: the end of that day in Dhaka. */
  deadline: string;
}

export const JOB_POST_FIELDS = [
  'title',
  'description',
  'title_bn',
  'description_bn',
  'responsibilities',
  'requirements',
  'skills',
  'employment_type',
  'workplace',
  'division',
  'district',
  'vacancies',
  'experience_min_years',
  'experience_max_years',
  'education',
  'education_level',
  'salary_min',
  'salary_max',
  'salary_negotiable',
  'deadline',
] as const satisfies readonly (keyof JobPostFormValues)[];

const DAY = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET = 6 * 60 * 60 * 1000;

/** The Dhaka calendar date of a moment, as YYYY-MM-DD (what a date input holds). */
export function dhakaDateInput(time: number): string {
  return new Date(time + DHAKA_OFFSET).toISOString().slice(0, 10);
}

/** The date input's bounds: today (a deadline of today means tonight) to 90 days ahead. */
export function deadlineBounds(now: number = Date.now()): { min: string; max: string } {
  return { min: dhakaDateInput(now), max: dhakaDateInput(now + JOB_LIMITS.deadlineMaxDays * DAY) };
}

export function emptyJobPostForm(now: number = Date.now()): JobPostFormValues {
  return {
    title: '',
    description: '',
    title_bn: '',
    description_bn: '',
    responsibilities: '',
    requirements: '',
    skills: [],
    employment_type: '',
    workplace: '',
    division: '',
    district: '',
    vacancies: '1',
    experience_min_years: '0',
    experience_max_years: '',
    education: '',
    education_level: '',
    salary_min: '',
    salary_max: '',
    salary_negotiable: false,
    // A month is the usual window; the recruiter can change it.
    deadline: dhakaDateInput(now + 30 * DAY),
  };
}

const taka = (poisha: number | null) => (poisha === null ? '' : String(poisha / 100));

/** The stored post as the form shows it (for editing). */
export function jobPostToForm(post: RecruiterJobDetail): JobPostFormValues {
  return {
    title: post.title,
    description: post.description,
    title_bn: post.title_bn ?? '',
    description_bn: post.description_bn ?? '',
    responsibilities: post.responsibilities.join('\n'),
    requirements: post.requirements.join('\n'),
    skills: post.skills,
    employment_type: post.employment_type,
    workplace: post.workplace,
    division: post.division ?? '',
    district: post.district ?? '',
    vacancies: String(post.vacancies),
    experience_min_years: String(post.experience_min_years),
    experience_max_years: post.experience_max_years === null ? '' : String(post.experience_max_years),
    education: post.education,
    education_level: post.education_level ?? '',
    salary_min: taka(post.salary_min),
    salary_max: taka(post.salary_max),
    salary_negotiable: post.salary_negotiable,
    deadline: dhakaDateInput(Date.parse(post.deadline)),
  };
}

/** "25,000" or "25000" -> 25000; "" -> null; anything else -> NaN (the contract says "must be a number"). */
function parseNumber(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);

/** The form's values as the API's body. Remote jobs have no place; negotiable salaries no range. */
export function toJobPostBody(values: JobPostFormValues, status?: 'draft' | 'open'): JobPostInput {
  const remote = values.workplace === 'remote';
  const salaryMin = parseNumber(values.salary_min);
  const salaryMax = parseNumber(values.salary_max);
  const toPoisha = (value: number | null) => (value === null ? null : Math.round(value * 100));
  return {
    title: values.title,
    description: values.description,
    // Always sent: an emptied field clears the stored Bangla on an edit.
    title_bn: values.title_bn,
    description_bn: values.description_bn,
    responsibilities: lines(values.responsibilities),
    requirements: lines(values.requirements),
    skills: values.skills,
    employment_type: values.employment_type as EmploymentType,
    workplace: values.workplace as Workplace,
    division: remote || !values.division ? null : (values.division as JobPostInput['division']),
    district: remote || !values.district ? null : values.district,
    vacancies: parseNumber(values.vacancies) ?? 1,
    experience_min_years: parseNumber(values.experience_min_years) ?? 0,
    experience_max_years: parseNumber(values.experience_max_years),
    education: values.education,
    education_level: values.education_level === '' ? null : values.education_level,
    salary_min: values.salary_negotiable ? null : toPoisha(salaryMin),
    salary_max: values.salary_negotiable ? null : toPoisha(salaryMax),
    salary_negotiable: values.salary_negotiable,
    deadline: values.deadline,
    ...(status ? { status } : {}),
  };
}

const CHOOSE_MESSAGES: Record<string, MessageDescriptor> = {
  employment_type: msg`Choose the employment type`,
  workplace: msg`Choose where the work happens`,
};

/**
 * A react-hook-form resolver running the contract's rules (JobPostFields and checkJobPost) on the body the
 * form would send, with the messages under the fields they belong to. `checkDeadline` is false when an
 * edit keeps the stored deadline (the server only checks a deadline that changes, or a post being opened).
 * The contract's messages come out in the language on screen.
 */
export function jobPostResolver(
  options: (values: JobPostFormValues) => { checkDeadline: boolean; now?: number },
  i18n: I18n,
): Resolver<JobPostFormValues> {
  return inLanguageOnScreen<JobPostFormValues, unknown, JobPostFormValues>((values) => {
    const { checkDeadline, now } = options(values);
    const body = toJobPostBody(values);
    const issues: { path: PropertyKey[]; message: string }[] = [];
    const fields = JobPostFields.safeParse(body);
    if (!fields.success) issues.push(...fields.error.issues);
    // The rules across fields run on their own too, so every message shows at once rather than the salary
    // rule appearing only after the title is fixed (zod skips refinements while fields have issues).
    const deadline = /^\d{4}-\d{2}-\d{2}$/.test(values.deadline) ? `${values.deadline}T23:59:59+06:00` : '';
    checkJobPost(
      { ...body, deadline: deadline ? new Date(deadline).toISOString() : body.deadline },
      { addIssue: (issue) => issues.push(issue) },
      { checkDeadline: checkDeadline && deadline !== '', ...(now !== undefined ? { now } : {}) },
    );
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) {
      const key = String(issue.path[0] ?? 'title');
      // An unchosen select reads better as "Choose ..." than as the enum's list of API values.
      const choose = CHOOSE_MESSAGES[key];
      const message =
        choose && values[key as keyof JobPostFormValues] === '' ? i18n._(choose) : issue.message;
      errors[key] ??= { type: 'validation', message: message ?? issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<JobPostFormValues> };
  });
}
