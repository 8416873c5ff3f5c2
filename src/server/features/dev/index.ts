/** Development-only calls. */
export { devRoutes } from './dev.routes';
