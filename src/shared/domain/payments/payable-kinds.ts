/**
 * Which documents take payments (issue #16, decision 0031), decided by the kind's definition rather than
 * a list of types: a kind whose completion locks it for good is an accounting record sent to a customer
 * (bokföringslagen), and unless it credits another invoice the customer owes its payable sum. Today that
 * is the invoice and the interest invoice; a credit invoice settles its original instead of being paid.
 * Only a completed one is owed: a draft has no number and was never sent.
 */
import { type DocumentType, documentKinds } from '../documents/document-kinds';

export function kindTakesPayments(docType: DocumentType): boolean {
  const kind = documentKinds[docType];
  return kind.completion === 'LOCKS' && !kind.credits;
}

/** The document is owed now: a payable kind, completed. */
export function takesPayments(doc: { docType: DocumentType; completed: boolean }): boolean {
  return kindTakesPayments(doc.docType) && doc.completed;
}
