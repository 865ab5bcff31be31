import { msg } from '@lingui/core/macro';
import type { CourseLevel, CourseSort, PRICE_FILTERS } from '@dokkho/contract/catalog';
import type { LabelMap } from './resolve';

export const COURSE_LEVEL_LABELS: LabelMap<CourseLevel> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  'all-levels': msg`All levels`,
};

/** In the order the sort menu lists them. */
export const COURSE_SORT_LABELS: LabelMap<CourseSort> = {
  relevance: msg`Best match`,
  popular: msg`Most popular`,
  newest: msg`Newest`,
  rating: msg`Highest rated`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
};

export const PRICE_FILTER_LABELS: LabelMap<(typeof PRICE_FILTERS)[number]> = {
  free: msg`Free`,
  paid: msg({ message: 'Paid', context: 'price filter' }),
};
