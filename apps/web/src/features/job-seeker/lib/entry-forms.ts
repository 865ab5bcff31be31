import {
  EducationInput,
  ExperienceInput,
  type Education,
  type EducationInput as EducationBody,
  type Experience,
  type ExperienceInput as ExperienceBody,
} from '@dokkho/contract/hiring';
import type { EducationLevel, EmploymentType } from '@dokkho/contract/jobs';
import { contractResolver } from './contract-resolver';

/** A job in the work history, as the form holds it (months as `YYYY-MM`, what `<input type=month>` gives). */
export interface ExperienceFormValues {
  title: string;
  company: string;
  employment_type: EmploymentType | '';
  start_month: string;
  end_month: string;
  /** "I still work here": no end month. */
  current: boolean;
  description: string;
}

export const EXPERIENCE_FIELDS = [
  'title',
  'company',
  'employment_type',
  'start_month',
  'end_month',
  'description',
] as const satisfies readonly (keyof ExperienceFormValues)[];

export function emptyExperience(): ExperienceFormValues {
  return {
    title: '',
    company: '',
    employment_type: '',
    start_month: '',
    end_month: '',
    current: false,
    description: '',
  };
}

export function experienceToForm(experience: Experience): ExperienceFormValues {
  return {
    title: experience.title,
    company: experience.company,
    employment_type: experience.employment_type ?? '',
    start_month: experience.start_month,
    end_month: experience.end_month ?? '',
    current: experience.end_month === null,
    description: experience.description,
  };
}

export function toExperienceBody(values: ExperienceFormValues): ExperienceBody {
  return {
    title: values.title,
    company: values.company,
    employment_type: values.employment_type || null,
    // An empty month goes as undefined so the contract says "Choose the start month".
    start_month: values.start_month || (undefined as unknown as string),
    end_month: values.current ? null : values.end_month || (undefined as unknown as string),
    description: values.description,
  };
}

export const experienceResolver = contractResolver<ExperienceFormValues, typeof ExperienceInput>(
  ExperienceInput,
  toExperienceBody,
);

/** A qualification, as the form holds it (the passing year as typed; empty while still studying). */
export interface EducationFormValues {
  level: EducationLevel | '';
  institution: string;
  subject: string;
  result: string;
  passing_year: string;
}

export const EDUCATION_FIELDS = [
  'level',
  'institution',
  'subject',
  'result',
  'passing_year',
] as const satisfies readonly (keyof EducationFormValues)[];

export function emptyEducation(): EducationFormValues {
  return { level: '', institution: '', subject: '', result: '', passing_year: '' };
}

export function educationToForm(education: Education): EducationFormValues {
  return {
    level: education.level,
    institution: education.institution,
    subject: education.subject,
    result: education.result,
    passing_year: education.passing_year === null ? '' : String(education.passing_year),
  };
}

export function toEducationBody(values: EducationFormValues): EducationBody {
  const year = values.passing_year.trim();
  return {
    level: (values.level || undefined) as EducationLevel,
    institution: values.institution,
    subject: values.subject,
    result: values.result,
    passing_year: year ? (/^\d+$/.test(year) ? Number(year) : Number.NaN) : null,
  };
}

export const educationResolver = contractResolver<EducationFormValues, typeof EducationInput>(
  EducationInput,
  toEducationBody,
);
