/** The administration's publishing of what the firms read (issue #23, decision 0060). */

export { DocumentsPage } from './DocumentsPage';
export { IncomingPage } from './IncomingPage';
export { MessagesPage } from './MessagesPage';
export { NewsPage } from './NewsPage';
export { PriceListsPage } from './PriceListsPage';
