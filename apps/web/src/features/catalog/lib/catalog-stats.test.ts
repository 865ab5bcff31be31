import { describe, expect, it } from 'vitest';
import { catalogStats } from './catalog-stats';

describe('catalogStats', () => {
  it('sums courses and learners and counts the genres that have courses', () => {
    const genre = (id: number, course_count: number, learner_count: number) => ({
      id,
      name: `Genre ${id}`,
      slug: `genre-${id}`,
      description: '',
      course_count,
      learner_count,
    });
    expect(catalogStats([genre(1, 12, 5400), genre(2, 3, 120), genre(3, 0, 0)])).toEqual({
      courses: 15,
      learners: 5520,
      skillAreas: 2,
    });
    expect(catalogStats([])).toEqual({ courses: 0, learners: 0, skillAreas: 0 });
  });
});
