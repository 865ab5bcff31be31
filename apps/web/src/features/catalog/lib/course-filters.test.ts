import { describe, expect, it } from 'vitest';
import { COURSE_LANGUAGES, COURSE_LEVELS, COURSE_SORTS, PRICE_FILTERS } from '@dokkho/contract/catalog';
import {
  clearCourseFilters,
  countActiveFilters,
  courseFiltersHref,
  currentPage,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  TEACHING_LANGUAGE_OPTIONS,
  effectiveSort,
  parseCourseFilters,
  serializeCourseFilters,
  toCourseListQuery,
  updateCourseFilters,
} from './course-filters';

const parse = (search: string) => parseCourseFilters(new URLSearchParams(search));

describe('parseCourseFilters', () => {
  it('reads every filter from the address', () => {
    expect(
      parse('?search=flutter&genre=web-development&level=beginner&price=free&sort=rating&page=3'),
    ).toEqual({
      search: 'flutter',
      genre: 'web-development',
      level: 'beginner',
      price: 'free',
      sort: 'rating',
      page: '3',
    });
  });

  it('leaves out blank values, unknown parameters and the default page', () => {
    expect(parse('?search=%20%20&genre=&page=1&utm_source=fb')).toEqual({});
  });

  it('trims what was typed', () => {
    expect(parse('?search=%20data%20analytics%20')).toEqual({ search: 'data analytics' });
  });

  it('keeps values it does not recognise, so the API can explain them (400)', () => {
    expect(parse('?level=expert&page=abc')).toEqual({ level: 'expert', page: 'abc' });
  });
});

describe('serializeCourseFilters', () => {
  it('writes the filters in a fixed order and round-trips with parse', () => {
    const filters = { page: '2', sort: 'newest', search: 'mern', genre: '4' };
    const params = serializeCourseFilters(filters);
    expect(params.toString()).toBe('search=mern&genre=4&sort=newest&page=2');
    expect(parseCourseFilters(params)).toEqual(filters);
  });

  it('leaves out page 1 and empty values', () => {
    expect(serializeCourseFilters({ page: '1', search: '' }).toString()).toBe('');
  });

  it('builds links to the all-courses page', () => {
    expect(courseFiltersHref({})).toBe('/allcourses');
    expect(courseFiltersHref({ search: 'data analytics' })).toBe('/allcourses?search=data+analytics');
  });
});

describe('updateCourseFilters', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(updateCourseFilters({ level: 'beginner', page: '4' }, { price: 'free' })).toEqual({
      level: 'beginner',
      price: 'free',
    });
  });

  it('keeps the other filters when the page changes', () => {
    expect(updateCourseFilters({ level: 'beginner', page: '4' }, { page: '5' })).toEqual({
      level: 'beginner',
      page: '5',
    });
    expect(updateCourseFilters({ page: '4' }, { page: '1' })).toEqual({});
  });

  it('removes a filter set to nothing', () => {
    expect(updateCourseFilters({ genre: 'design', level: 'advanced' }, { genre: undefined })).toEqual({
      level: 'advanced',
    });
    expect(updateCourseFilters({ genre: 'design' }, { genre: '' })).toEqual({});
  });

  it('leaves the default sort out of the URL', () => {
    expect(updateCourseFilters({}, { sort: 'popular' })).toEqual({});
    expect(updateCourseFilters({ search: 'flutter' }, { sort: 'relevance' })).toEqual({ search: 'flutter' });
    expect(updateCourseFilters({ search: 'flutter' }, { sort: 'popular' })).toEqual({
      search: 'flutter',
      sort: 'popular',
    });
  });

  it('drops "relevance" together with the search it ranks by', () => {
    expect(
      updateCourseFilters({ search: 'flutter', sort: 'relevance', level: 'beginner' }, { search: undefined }),
    ).toEqual({
      level: 'beginner',
    });
  });
});

describe('sort, page and counts', () => {
  it('sorts by relevance when searching, else by popularity, unless chosen', () => {
    expect(effectiveSort({})).toBe('popular');
    expect(effectiveSort({ search: 'flutter' })).toBe('relevance');
    expect(effectiveSort({ search: 'flutter', sort: 'newest' })).toBe('newest');
  });

  it('reads the current page, treating nonsense as page 1', () => {
    expect(currentPage({})).toBe(1);
    expect(currentPage({ page: '7' })).toBe(7);
    expect(currentPage({ page: 'abc' })).toBe(1);
    expect(currentPage({ page: '0' })).toBe(1);
    expect(currentPage({ page: '2.5' })).toBe(1);
  });

  it('counts only the narrowing filters', () => {
    expect(countActiveFilters({ search: 'x', sort: 'newest', page: '2' })).toBe(0);
    expect(countActiveFilters({ genre: 'design', level: 'beginner', price: 'free' })).toBe(3);
  });

  it('clears the narrowing filters but keeps the search and sort', () => {
    expect(
      clearCourseFilters({ search: 'x', sort: 'newest', genre: 'design', price: 'paid', page: '3' }),
    ).toEqual({
      search: 'x',
      sort: 'newest',
    });
  });
});

describe('toCourseListQuery', () => {
  it('passes the filters to the API with the page size', () => {
    expect(toCourseListQuery({ search: 'flutter', price: 'free', page: '2' })).toEqual({
      search: 'flutter',
      price: 'free',
      page: '2',
      page_size: 12,
    });
  });
});

describe('filter options', () => {
  it('match the contract, in its order', () => {
    expect(LEVEL_OPTIONS).toEqual([...COURSE_LEVELS]);
    expect(SORT_OPTIONS).toEqual([...COURSE_SORTS]);
    expect(PRICE_OPTIONS).toEqual([...PRICE_FILTERS]);
    expect(TEACHING_LANGUAGE_OPTIONS).toEqual([...COURSE_LANGUAGES]);
  });
});

describe('the teaching language filter', () => {
  it('reads ?language= from the address and passes it to the API', () => {
    const filters = parse('?language=bn&level=beginner');
    expect(filters).toEqual({ language: 'bn', level: 'beginner' });
    expect(toCourseListQuery(filters)).toEqual({ language: 'bn', level: 'beginner', page_size: 12 });
    expect(serializeCourseFilters(filters).toString()).toBe('level=beginner&language=bn');
  });

  it('counts as a narrowing filter and is cleared with the others', () => {
    expect(countActiveFilters({ language: 'en' })).toBe(1);
    expect(clearCourseFilters({ search: 'x', language: 'bn', page: '2' })).toEqual({ search: 'x' });
    expect(updateCourseFilters({ language: 'bn', page: '4' }, { language: 'en' })).toEqual({
      language: 'en',
    });
  });
});
