import { documentKinds } from '@shared/domain/documents/document-kinds';
import { type DocumentKindModule, kindModule } from './kinds.kind';

/** No behaviour of its own beyond its definition. */
export const costCalculationKind: DocumentKindModule = kindModule(documentKinds.COST_CALCULATION);
