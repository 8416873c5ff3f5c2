/** Sending a document by e-mail (issue #15): the editor's send button and the document's sent log. */
export { DocumentMailLog, SendDocumentButton } from './SendDocument';
