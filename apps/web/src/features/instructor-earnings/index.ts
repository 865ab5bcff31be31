/** Issue 17 item 5: the instructor's earnings page (/ir-dashboard/earnings). */
export { InstructorEarningsPage } from './pages/instructor-earnings-page';
