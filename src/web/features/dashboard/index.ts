/** The page at `/`: the firm's dashboard for an employee, the start page for a visitor. */
export { HomePage } from './HomePage';
