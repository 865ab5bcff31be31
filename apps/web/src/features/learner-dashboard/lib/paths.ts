/** Where the dashboard's links go (SPEC.md §2 routes, kept in one place). */
export const DASHBOARD_PATH = '/newDashboard';
export const COURSES_TAB_PATH = '/newDashboard/courses';
export const SCHEDULE_PATH = '/newDashboard/schedule';
export const CERTIFICATES_PATH = '/newDashboard/certificates';
export const GRADES_PATH = '/newDashboard/grades';
export const QUIZZES_PATH = '/newDashboard/quiz';
export const ALL_COURSES_PATH = '/allcourses';
export const FREE_COURSES_PATH = '/allcourses?price=free';

export const lessonPath = (lessonId: number) => `/lessons/${lessonId}`;
export const coursePath = (courseId: number) => `/courseDetails/${courseId}`;
export const quizPath = (quizId: number) => `/quiz/${quizId}`;
export const certificatePath = (serial: string) => `/certificate/${serial}`;
