/** Course announcements (issue 17 item 7): what other features use. */
export { InstructorAnnouncements } from './components/instructor-announcements';
