import type { EmploymentType, JobSort, Workplace } from '@dokkho/contract/jobs';
import { plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { formattersFor } from '../../../shared/i18n/format';
import { currentLocale } from '../../../shared/i18n/locale';
import { EMPLOYMENT_TYPE_LABELS, JOB_SORT_LABELS, WORKPLACE_LABELS } from '../../../shared/labels/jobs';
import { districtName, divisionName } from '../../../shared/labels/places';
import { labelOf } from '../../../shared/labels/resolve';
import type { JobFilters } from './job-filters';

/** The board's filter choices and how each reads as a chip (shared/labels names them). */
export const TYPE_OPTIONS = Object.keys(EMPLOYMENT_TYPE_LABELS) as EmploymentType[];
export const WORKPLACE_OPTIONS = Object.keys(WORKPLACE_LABELS) as Workplace[];

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

/** The sorts in the order the menu lists them (the order of the labels). */
export const SORT_OPTIONS = Object.keys(JOB_SORT_LABELS) as JobSort[];
/** A sort's name in the current language. */
export function sortLabel(sort: JobSort): string {
  return i18n._(JOB_SORT_LABELS[sort]);
}

/** "Full-time", "Remote", "Sylhet", "৳40,000+ a month"...: what narrows the results, chip by chip. */
export function chipLabel(key: keyof JobFilters, value: string): string {
  switch (key) {
    case 'type':
      return labelOf(EMPLOYMENT_TYPE_LABELS, value, i18n);
    case 'workplace':
      return labelOf(WORKPLACE_LABELS, value, i18n);
    case 'experience':
      return experienceLabel(value);
    case 'salary':
      return salaryLabel(value);
    case 'posted_within':
      return postedLabel(value);
    case 'division':
      return divisionName(value, i18n);
    case 'district':
      return districtName(value, i18n);
    case 'search':
    case 'sort':
    case 'page':
      return value;
  }
}
