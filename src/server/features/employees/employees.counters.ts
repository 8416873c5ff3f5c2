import type { CounterProvider } from '../../platform/counters';
import { countEmployees } from './employees.repository';

/** The menu's employee counter. */
export const employeeCounters: CounterProvider = async (db, firmId) => ({
  employees: await countEmployees(db, firmId),
});
