/** Files attached to documents (issue #15). */
export { attachmentsJobs } from './attachments.jobs';
export { attachmentsRoutes } from './attachments.routes';
export { documentAttachments } from './attachments.table';
export { attachGeneratedFile, attachmentsForMail, documentAttachmentNames } from './attachments.usecases';
