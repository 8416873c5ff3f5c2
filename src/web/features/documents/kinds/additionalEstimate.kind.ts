import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** Its label "ÄTA / fakturaunderlag" is too long for menus and captions: there it is "ÄTA". */
export const additionalEstimateKind: DocumentKindModule = kindModule(documentKinds.ADDITIONAL_ESTIMATE, {
  shortLabel: 'ÄTA',
});
