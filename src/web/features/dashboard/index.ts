/** The page at `/`: the firm's dashboard for an employee, the start page for a visitor. */
export { HomePage } from './HomePage';
/** The header's overdue invoices counter. */
export { OverdueInvoicesLink } from './OverdueInvoicesLink';
