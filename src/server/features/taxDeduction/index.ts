/** ROT's own calls (issue #17, decision 0039): an invoice's case, its state changes, Skatteverket's files. */
export { taxDeductionRoutes } from './taxDeduction.routes';
