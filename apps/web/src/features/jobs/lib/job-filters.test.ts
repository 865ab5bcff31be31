import { describe, expect, it } from 'vitest';
import {
  clearJobFilters,
  countActiveFilters,
  jobFiltersHref,
  parseJobFilters,
  toJobBoardQuery,
  updateJobFilters,
} from './job-filters';

describe('job board filters in the address', () => {
  it('reads and writes the same address in a fixed order', () => {
    const filters = parseJobFilters(new URLSearchParams('page=1&division=Dhaka&search=excel&type=full_time'));
    expect(filters).toEqual({ search: 'excel', type: 'full_time', division: 'Dhaka' });
    expect(jobFiltersHref(filters)).toBe('/jobs?search=excel&type=full_time&division=Dhaka');
  });

  it('goes back to page 1 on any change but the page, and drops a district with its division', () => {
    const filters = { division: 'Dhaka', district: 'Gazipur', page: '3' };
    expect(updateJobFilters(filters, { division: 'Sylhet' })).toEqual({ division: 'Sylhet' });
    expect(updateJobFilters(filters, { page: '4' })).toEqual({ ...filters, page: '4' });
  });

  it('leaves the default sort out and drops "best match" with its search', () => {
    expect(updateJobFilters({}, { sort: 'newest' })).toEqual({});
    expect(updateJobFilters({ search: 'sql', sort: 'relevance' }, { search: '' })).toEqual({});
    expect(updateJobFilters({ search: 'sql' }, { sort: 'deadline' })).toEqual({
      search: 'sql',
      sort: 'deadline',
    });
  });

  it('counts and clears the narrowing filters, keeping the search', () => {
    const filters = { search: 'sql', type: 'contract', salary: '40000', sort: 'deadline' };
    expect(countActiveFilters(filters)).toBe(2);
    expect(clearJobFilters(filters)).toEqual({ search: 'sql' });
  });

  it('sends the salary in poisha, the page size and the internal flag', () => {
    expect(toJobBoardQuery({ salary: '40000', division: 'Dhaka' }, { internal: true })).toMatchObject({
      salary_min: 4_000_000,
      division: 'Dhaka',
      page_size: 12,
      internal: 'true',
    });
    // A value that is not taka is passed on for the API to explain.
    expect(toJobBoardQuery({ salary: 'lots' }).salary_min).toBe('lots');
  });
});
