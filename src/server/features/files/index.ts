/** The files feature's public entry: short-lived download links for generated files. */
export { filesRoutes } from './files.routes';
export { createFileLink, FILE_LINK_TTL_MS, type LinkedFile } from './files.usecases';
