/** Bank files of incoming payments (issue #16, decision 0033): Bankgirot's BgMax, matched by OCR. */
export { paymentImportsRoutes } from './paymentImports.routes';
export { bankPayments, paymentImports } from './paymentImports.table';
