import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResumeStep } from '@dokkho/contract/resume';

/** The six form steps of the builder (finalize is its own page). */
export type FormStep = Exclude<ResumeStep, 'finalize'>;

export const FORM_STEPS: readonly FormStep[] = [
  'information',
  'experience',
  'projects',
  'skills',
  'education',
  'summary',
];

export const STEP_LABELS: Record<FormStep, MessageDescriptor> = {
  information: msg`Personal information`,
  experience: msg`Experience`,
  projects: msg`Projects`,
  skills: msg`Skills`,
  education: msg`Education`,
  summary: msg`Summary`,
};

/** The chips' short names (a 360px screen fits three or four). */
export const STEP_SHORT_LABELS: Record<FormStep, MessageDescriptor> = {
  information: msg`Info`,
  experience: msg`Experience`,
  projects: msg`Projects`,
  skills: msg`Skills`,
  education: msg`Education`,
  summary: msg`Summary`,
};

export const STEP_HINTS: Record<FormStep, MessageDescriptor> = {
  information: msg`Your name, how to reach you and the job you are aiming for.`,
  experience: msg`Jobs, internships and volunteering. One achievement per line, with numbers where you can.`,
  projects: msg`Optional: projects that prove your skills, including the ones from your courses.`,
  skills: msg`At least three skills, and the languages you speak.`,
  education: msg`Degrees and school results, and the certificates you earned on Dokkho.`,
  summary: msg`Two or three sentences that open your resume: who you are and what you offer.`,
};

export function isFormStep(value: string | undefined): value is FormStep {
  return (FORM_STEPS as readonly string[]).includes(value ?? '');
}

/**
 * The builder lives under /resume and under /js-dashboard/resume (the job seeker's frame): every link
 * stays under the one the person came in by.
 */
export function builderBase(pathname: string): string {
  return pathname.startsWith('/js-dashboard/resume') ? '/js-dashboard/resume' : '/resume';
}

export const stepPath = (base: string, step: ResumeStep, id: number) => `${base}/${step}/${id}`;

/** The cover letter of a resume, under the same base as the builder page that links to it. */
export const coverLetterPath = (base: string, id: number) => `${base}/cover-letter/${id}`;

/** The step the step page is on: the path segment after the base, e.g. /resume/skills/12 → skills. */
export function stepFromPath(pathname: string): FormStep | null {
  const rest = pathname.slice(builderBase(pathname).length).split('/').filter(Boolean);
  return isFormStep(rest[0]) ? rest[0] : null;
}
