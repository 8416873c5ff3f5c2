import { documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentKindModule } from './kinds.kind';

/** No behaviour of its own beyond its definition. */
export const costCalculationKind: DocumentKindModule = { definition: documentKinds.COST_CALCULATION };
