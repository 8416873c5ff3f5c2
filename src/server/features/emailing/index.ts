/** Sending documents and reports by e-mail (issue #15). */
export { emailingJobs, emailingRoutes } from './emailing.routes';
