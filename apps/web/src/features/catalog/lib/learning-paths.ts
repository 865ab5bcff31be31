/** Where the free-resources pages live (SPEC.md §2), for links between them. */
export const LEARNING_CENTER_PATH = '/learning-center';
export const CAREER_PATHS_PATH = '/allCareerPath';

export const handbookPath = (handbookId: number) => `/handbook/${handbookId}`;
export const courseBofuPath = (courseId: number) => `/course-bofu/${courseId}`;
