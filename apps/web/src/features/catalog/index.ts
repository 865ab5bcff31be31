// The catalog feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

export { ViewerCourseCard } from './components/viewer-course-card';
export { InstructorAvatar } from './components/instructor-avatar';
export { StarRating } from './components/star-rating';
export { useEnrolledCourseIds } from './api/get-enrolled-courses';
export { markEnrolled } from './lib/mark-enrolled';
export { instructorProfilePath } from './lib/instructor-path';
