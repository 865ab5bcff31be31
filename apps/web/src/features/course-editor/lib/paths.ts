/** The course editor's pages (SPEC.md §2 /ir-dashboard/add-courses and edit-courses/{id}). */
export const ADD_COURSE_PATH = '/ir-dashboard/add-courses';
export const editCoursePath = (id: number) => `/ir-dashboard/edit-courses/${id}`;
export const EDITOR_STEPS = ['details', 'curriculum', 'pricing', 'faq'] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];
/** A lesson in the player: an instructor opens their own draft's lessons as a learner would (ADR 028). */
export const lessonPath = (id: number) => `/lessons/${id}`;
/** The public course page; for a course not published yet, its owner's preview (docs/decisions/039). */
export const coursePagePath = (id: number) => `/courseDetails/${id}`;
