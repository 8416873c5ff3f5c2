/** The field app without a connection (issue #19, decision 0049): start-up and the header's indicator. */
export { installOffline } from './install-offline';
export { OfflineIndicator } from './OfflineIndicator';
