import type { EmploymentType, JobSort, Workplace } from '@dokkho/contract/jobs';
import { msg, plural, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { formattersFor } from '../../../shared/i18n/format';
import { currentLocale } from '../../../shared/i18n/locale';
import { EMPLOYMENT_TYPE_TEXT, WORKPLACE_TEXT } from './job-format';
import type { JobFilters } from './job-filters';

/** The board's filter choices and how each reads as a chip. Division names come from the contract. */
export const TYPE_OPTIONS = Object.keys(EMPLOYMENT_TYPE_TEXT) as EmploymentType[];
export const WORKPLACE_OPTIONS = Object.keys(WORKPLACE_TEXT) as Workplace[];

/** The seeker's own years: the board keeps posts asking for at most that many. */
export const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 10] as const;
export function experienceLabel(years: string): string {
  if (years === '0') return t`Fresher`;
  const value = Number(years);
  const count = Number.isSafeInteger(value) ? formattersFor(currentLocale()).number(value) : years;
  return t`${plural(value, { one: `I have ${count} year`, other: `I have ${count} years` })}`;
}

/** Monthly salary floors in taka. */
export const SALARY_CHOICES = [15_000, 25_000, 40_000, 60_000, 100_000] as const;
export function salaryLabel(taka: string): string {
  const value = Number(taka);
  if (!Number.isSafeInteger(value)) return taka;
  const amount = formattersFor(currentLocale()).taka(value * 100);
  return t`${amount}+ a month`;
}

export const POSTED_CHOICES = ['1', '3', '7', '30'] as const;
export function postedLabel(days: string): string {
  if (days === '1') return t`Last 24 hours`;
  const value = Number(days);
  const count = Number.isSafeInteger(value) ? formattersFor(currentLocale()).number(value) : days;
  return t`${plural(value, { one: `Last ${count} day`, other: `Last ${count} days` })}`;
}

export const SORT_MESSAGES: Record<JobSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  newest: msg`Newest`,
  deadline: msg`Deadline soonest`,
  salary_desc: msg`Highest salary`,
};
export const SORT_OPTIONS = Object.keys(SORT_MESSAGES) as JobSort[];
/** A sort's name in the current language. */
export function sortLabel(sort: JobSort): string {
  return i18n._(SORT_MESSAGES[sort]);
}

/** "Full-time", "Remote", "Sylhet", "৳40,000+ a month"...: what narrows the results, chip by chip. */
export function chipLabel(key: keyof JobFilters, value: string): string {
  switch (key) {
    case 'type':
      return EMPLOYMENT_TYPE_TEXT[value as EmploymentType] ?? value;
    case 'workplace':
      return WORKPLACE_TEXT[value as Workplace] ?? value;
    case 'experience':
      return experienceLabel(value);
    case 'salary':
      return salaryLabel(value);
    case 'posted_within':
      return postedLabel(value);
    case 'search':
    case 'division':
    case 'district':
    case 'sort':
    case 'page':
      return value;
  }
}
