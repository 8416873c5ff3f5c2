/** Files attached to documents (issue #15). */
export { attachmentsRoutes } from './attachments.routes';
export { documentAttachments } from './attachments.table';
