/*
 * The instructor feature's public API (docs/decisions/022): what other features may use. The pages are
 * loaded by the route table (app/routes.tsx) by path, as every feature's pages are.
 */
export { CourseStateBadge } from './components/course-state-badge';
export { STATE_LABELS as COURSE_STATE_LABELS } from './lib/states';
