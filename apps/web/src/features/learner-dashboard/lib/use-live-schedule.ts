import { useMemo } from 'react';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { useCoursesModules } from '../api/get-course-modules';
import { useLiveModules } from '../api/get-live-module';
import { collectLiveClasses, splitSchedule } from './live-classes';
import { useNow } from './use-now';

const NO_COURSES: EnrolledCourse[] = [];

/**
 * The learner's live classes: every live module of their courses (from each course's modules, which the
 * "Continue" buttons need anyway), split into upcoming and recently ended, with each class's status, join
 * link and recording from `course/live-module/{id}/`.
 */
export function useLiveSchedule(enrolled: EnrolledCourse[] | undefined) {
  const courses = enrolled ?? NO_COURSES;
  const courseIds = useMemo(() => courses.map((entry) => entry.course.id), [courses]);
  const modules = useCoursesModules(courseIds);
  const now = useNow();
  const classes = collectLiveClasses(courses, modules.byCourse);
  const { upcoming, recent } = splitSchedule(classes, now);
  const live = useLiveModules([...upcoming, ...recent].map((item) => item.moduleId));
  return { modules, upcoming, recent, live: live.byModule, now };
}
