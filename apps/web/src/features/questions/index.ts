/** Questions and answers (issue 17 item 6): what other features use. */
export { InstructorQuestions } from './components/instructor-questions';
export { LessonQuestions } from './components/lesson-questions';
