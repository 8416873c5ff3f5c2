import type { ApiRouter } from '../../platform/http/router';
import { engineRoutes } from './engine/engine.routes';
import { foldersRoutes } from './folders/folders.routes';
import { documentItemsRoutes } from './items/items.routes';
import { listsRoutes } from './lists/lists.routes';
import { documentRelationsRoutes } from './relations/relations.routes';
import { documentTaxDeductionRoutes } from './taxDeduction/taxDeduction.routes';

/** Every call of the documents feature: the engine's per-kind calls, lines, relations, folders and states. */
export function documentsRoutes(router: ApiRouter): void {
  engineRoutes(router);
  documentItemsRoutes(router);
  documentRelationsRoutes(router);
  foldersRoutes(router);
  listsRoutes(router);
  documentTaxDeductionRoutes(router);
}
