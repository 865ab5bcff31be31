import type { NoContent } from '../common';
import type { CourseEditorCourse } from '../course-editor';
import type { CourseVersionParams } from '../course-versions';
import { route } from '../route';

/**
 * Issue 17 item 2: editing a published course through a new version (docs/decisions/038). `{id}` is the
 * published course; the answer is the draft version as the course editor reads it.
 */
export const courseVersionRoutes = {
  open: route<{ params: typeof CourseVersionParams; response: typeof CourseEditorCourse }>()(
    'POST',
    '/instructor/courses/:id/draft/',
    'instructor',
  ),
  discard: route<{ params: typeof CourseVersionParams; response: typeof NoContent }>()(
    'DELETE',
    '/instructor/courses/:id/draft/',
    'instructor',
  ),
};
