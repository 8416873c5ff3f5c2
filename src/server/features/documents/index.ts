/**
 * The documents feature's public file: every kind of business document, its lines, states, lists,
 * relations and folders (decision 0010). Other features and the app enter it only here: the wiring
 * (routes, jobs, demo data), the tables other features' queries join, the engine's load and save, how a
 * line is priced, and the provider's records as their views open them.
 */

export { documentsRoutes } from './documents.routes';
export { assertKindAccess, assertVersion, documentErrors } from './engine/engine.errors';
export { toDocumentValues, toListRow, totalsOf } from './engine/engine.mapper';
// The work order's assignees to choose from, and the firm's default one (issue #19).
export {
  activeEmployees,
  type DocumentRow,
  findDocument,
  findDocumentRules,
  findDocumentState,
  insertDocument,
  setReadState,
  updateDocument,
} from './engine/engine.repository';
export { seedDemoDocuments } from './engine/engine.seed';
export { documents } from './engine/engine.table';
export { loadDocument, saveDocument } from './engine/engine.usecases';
export { foldersJobs } from './folders/folders.jobs';
export { countDocumentsByFolder } from './folders/folders.repository';
export { documentFolders } from './folders/folders.table';
// Payment reminders read the reference rates for their interest so far (decision 0034).
export { referenceRatesOf, upsertReferenceRate } from './interest/interest.repository';
export { interestRoutes } from './interest/interest.routes';
export {
  catalogueArticlePrices,
  catalogueLine,
  commentLine,
  isCatalogueLine,
  ownArticleLine,
  type PricingFacts,
  stockStatusOf,
} from './items/items.mapper';
export type { LineProduct } from './items/items.repository';
export { clientDocItemSearch } from './items/items.usecases';
export { type DocumentKindModule, kindModules } from './kinds';
export type { PrintTable, SourceExtras } from './kinds/kinds.kind';
export { assertFollowUpVisible, providerDocumentOpened } from './kinds/provider.kind';
export { addWorkOrderCompletionRule, setWorkOrderTimeBilling } from './kinds/workOrder.kind';
export {
  type ClientLinkListing,
  likePattern,
  listClientLinkStates,
  listDocuments,
  listRowColumns,
} from './lists/lists.repository';
export { loadFactsForItems, loadPricingFacts } from './pricing/pricing.repository';
export { enrichDocumentItems } from './pricing/pricing.usecases';
export { documentRelations } from './relations/relations.table';
export { type CompletionListener, completeDocumentRow, onDocumentCompleted } from './states/states.usecases';
// ROT (issue #17): the payments' balance refresh moves the state, the ROT feature reads and changes it.
export { refreshTaxDeductionState } from './taxDeduction/taxDeduction.kind';
export { AUTHORITY_PAYMENT_SOURCE, claimedTypes } from './taxDeduction/taxDeduction.repository';
export { taxDeductionPeriods } from './taxDeduction/taxDeduction.table';
export {
  changeTaxDeductionState,
  type RotInvoice,
  readRotInvoice,
  readRotInvoices,
} from './taxDeduction/taxDeduction.usecases';
export { documentViewer, type EmployeeSession } from './view/view.mapper';
