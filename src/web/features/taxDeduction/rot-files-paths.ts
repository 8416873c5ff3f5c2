import { documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';

/** The page of Skatteverket's ROT files made so far (issue #17), reached from the invoice list. */
export const ROT_FILES_PATH = '/montor/dokument/rot-filer';

/**
 * The list the files are made from: the kind whose definition claims ROT. The documents feature owns its
 * paths but imports this feature (the list's ROT controls), so the address is written here from the
 * kind's slug the same way (decision 0006), as the payments feature does.
 */
const claimingKind = documentTypes.find((t) => documentKinds[t].taxDeduction === 'CLAIMED') ?? 'INVOICE';
export const ROT_INVOICE_LIST_PATH = `/montor/dokument/${documentKinds[claimingKind].slug}/list`;
