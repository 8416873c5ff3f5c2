/** The auth feature's public entry: sessions, login and the session resolver the router uses. */
export { authJobs } from './auth.jobs';
export { endEmployeeSessions, endFirmSessions } from './auth.repository';
export { authRoutes } from './auth.routes';
export { clearSessionCookie, loadSessionData, resolveSession, setSessionCookie } from './auth.session';
export { logout } from './auth.usecases';
export {
  actAsEmployee,
  issueSetPasswordLink,
  loginProviderAdmin,
  providerAdminSession,
} from './providerAdmin/providerAdmin.usecases';
