import type { EmploymentType, JobSort, Workplace } from '@dokkho/contract/jobs';
import { formatTaka } from '@dokkho/domain/money';
import { EMPLOYMENT_TYPE_TEXT, WORKPLACE_TEXT } from './job-format';
import type { JobFilters } from './job-filters';

/** The board's filter choices and how each reads as a chip. Division names come from the contract. */
export const TYPE_OPTIONS = Object.keys(EMPLOYMENT_TYPE_TEXT) as EmploymentType[];
export const WORKPLACE_OPTIONS = Object.keys(WORKPLACE_TEXT) as Workplace[];

/** The seeker's own years: the board keeps posts asking for at most that many. */
export const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 10] as const;
export function experienceLabel(years: string): string {
  if (years === '0') return 'Fresher';
  return `I have ${years} ${years === '1' ? 'year' : 'years'}`;
}

/** Monthly salary floors in taka. */
export const SALARY_CHOICES = [15_000, 25_000, 40_000, 60_000, 100_000] as const;
export function salaryLabel(taka: string): string {
  const value = Number(taka);
  return Number.isSafeInteger(value) ? `${formatTaka(value * 100)}+ a month` : taka;
}

export const POSTED_CHOICES = ['1', '3', '7', '30'] as const;
const POSTED_TEXT: Record<string, string> = {
  '1': 'Last 24 hours',
  '3': 'Last 3 days',
  '7': 'Last 7 days',
  '30': 'Last 30 days',
};
export function postedLabel(days: string): string {
  return POSTED_TEXT[days] ?? `Last ${days} days`;
}

export const SORT_TEXT: Record<JobSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  deadline: 'Deadline soonest',
  salary_desc: 'Highest salary',
};
export const SORT_OPTIONS = Object.keys(SORT_TEXT) as JobSort[];

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
