import type { BestGenre } from '@dokkho/contract/catalog';

export interface CatalogStats {
  courses: number;
  learners: number;
  skillAreas: number;
}

/** The hero's trust numbers, summed from the genres list: real counts, not marketing copy. */
export function catalogStats(genres: readonly BestGenre[]): CatalogStats {
  return {
    courses: genres.reduce((sum, genre) => sum + genre.course_count, 0),
    learners: genres.reduce((sum, genre) => sum + genre.learner_count, 0),
    skillAreas: genres.filter((genre) => genre.course_count > 0).length,
  };
}
