/**
 * SPEC.md §3/§4: the API's course lists do not say whether the viewer is enrolled; the client marks each
 * course by comparing it with the viewer's enrolled entries (each has a course id).
 */
export type WithEnrollment<T> = T & { isEnrolled: boolean };

export function markEnrolled<T extends { id: number }>(
  courses: readonly T[],
  enrolledCourseIds: Iterable<number>,
): WithEnrollment<T>[] {
  const enrolled = new Set(enrolledCourseIds);
  return courses.map((course) => ({ ...course, isEnrolled: enrolled.has(course.id) }));
}
