import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** The first thing a firm writes: its "Ny offert" leads the quick-create buttons. */
export const offerKind: DocumentKindModule = kindModule(documentKinds.OFFER, { primaryQuickCreate: true });
