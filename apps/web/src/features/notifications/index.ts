// The notifications feature's public API (docs/decisions/022): the bell that the site header and the
// dashboards' top bars show.

export { NotificationBell } from './components/notification-bell';
