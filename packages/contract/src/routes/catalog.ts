import type {
  BestGenresResponse,
  CareerPathListResponse,
  CourseDetail,
  CourseListQuery,
  CourseListResponse,
  FeaturedCoursesResponse,
} from '../catalog';
import type { IdParam } from '../common';
import { route } from '../route';

/** The catalog's read path (SPEC.md §7 "Courses"); the paths are the seed's, verbatim. */
export const catalogRoutes = {
  bestGenres: route<{ response: typeof BestGenresResponse }>()('GET', '/course/bestgenres/', 'public'),
  courses: route<{ query: typeof CourseListQuery; response: typeof CourseListResponse }>()(
    'GET',
    '/course/courses/',
    'public',
  ),
  course: route<{ params: typeof IdParam; response: typeof CourseDetail }>()(
    'GET',
    '/course/courses/:id/',
    'public',
  ),
  // No trailing slash: the seed's path.
  featured: route<{ response: typeof FeaturedCoursesResponse }>()('GET', '/course/featured-course', 'public'),
  careerPaths: route<{ response: typeof CareerPathListResponse }>()(
    'GET',
    '/course/career-path-list/',
    'public',
  ),
};
