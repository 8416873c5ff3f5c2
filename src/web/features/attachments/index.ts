/** Files attached to a document (issue #15): the editor's attachments section. */
export { AttachmentsSection } from './AttachmentsSection';
