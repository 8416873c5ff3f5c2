/** The files feature's public entry: short-lived download links for generated files. */
export { filesRoutes } from './files.routes';
export {
  createFileLink,
  createStreamedFileLink,
  FILE_LINK_TTL_MS,
  type LinkedFile,
  type StreamedFile,
} from './files.usecases';
