/** The auth feature's public entry: sessions, login and the session resolver the router uses. */
export { authJobs } from './auth.jobs';
export { endEmployeeSessions } from './auth.repository';
export { authRoutes } from './auth.routes';
export { loadSessionData, resolveSession } from './auth.session';
