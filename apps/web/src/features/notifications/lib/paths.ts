/** The history page and the e-mail switches (in the learner dashboard: every signed-in person is a learner). */
export const NOTIFICATIONS_PAGE = '/newDashboard/notifications';
