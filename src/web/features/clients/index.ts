/** The client register: its pages, and the client picker other registers and documents use. */
export { ClientEditPage } from './ClientEditPage';
export { ActiveClientsPage, InactiveClientsPage } from './ClientListPage';
export { type ClientScope, ClientScopeFilter, clientUidOfScope } from './ClientScopeFilter';
export { type ClientOption, ClientSelect, clientLabel } from './ClientSelect';
