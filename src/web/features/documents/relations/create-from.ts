/**
 * What "Skapa …" offers (decision 0013): the kinds a document turns into that the firm has and the
 * employee may write, with the Swedish words the menus and messages use.
 */
import { type AccessSubject, canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import { kindModules } from '../kinds';

export function createTargets(type: DocumentType, subject: AccessSubject | null): DocumentType[] {
  if (!subject) return [];
  return documentKinds[type].turnsInto.filter((t) => canAccess(subject, documentAccess(t)));
}

/** The kind as a menu word: "faktura", "ÄTA" (not "ÄTA / fakturaunderlag"). */
export function kindWord(type: DocumentType): string {
  return kindModules[type].shortLabel ?? documentKinds[type].label.toLowerCase();
}

export function createLabel(type: DocumentType): string {
  return `Skapa ${kindWord(type)}`;
}

/** "Offert 1001", or "Offert – utkast" before it has a number. */
export function documentCaption(type: DocumentType, number: number | null): string {
  const label = kindModules[type].shortLabel ?? documentKinds[type].label;
  return number === null ? `${label} – utkast` : `${label} ${number}`;
}

/** The choices a creation asks for before it runs: ÄTA postfix and the provider's prices. */
export function creationOptions(source: DocumentType, target: DocumentType) {
  return {
    ata: kindModules[source].asksAtaPostfix && documentKinds[target].takesAtaPostfix,
    unixPricing: documentKinds[source].repricedAsSource,
    // A work order's logged time comes along, per article or row by row (decision 0048).
    timeLog: documentKinds[source].timeLogged,
  };
}
