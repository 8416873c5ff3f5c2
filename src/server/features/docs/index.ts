/** The API description served at /api/docs: a file result of the router like any other. */
export { docsRoutes } from './docs.routes';
