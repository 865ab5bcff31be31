/*
 * The course editor's public API (docs/decisions/022): what other features may use. The pages are loaded
 * by the route table (app/routes.tsx) by path, as every feature's pages are.
 */
export { ADD_COURSE_PATH, editCoursePath } from './lib/paths';
export { useOpenCourseVersion } from './components/version-banner';
