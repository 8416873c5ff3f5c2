/** Notifications' public entry. */
export { insertNotification } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { firmNotifications } from './notifications.table';
