/** The client register's public entry: its tables, client numbers, counters and routes. */
export { clientNumbering, recordClientNumber } from './clients.codes';
export { clientCounters } from './clients.counters';
export { contactNumberKeys, inactiveBefore, normalizeClientData, toClientValues } from './clients.mapper';
export {
  type ClientFilter,
  clientMarkupOf,
  clientOfFirm,
  insertClient,
  listClients,
  replaceContacts,
  replaceTaxPayers,
} from './clients.repository';
export { clientsRoutes } from './clients.routes';
export { clientContacts, clients, clientTaxPayers } from './clients.table';
