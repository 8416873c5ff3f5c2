/** The administration's publishing of what the firms read (issue #23, decisions 0060, 0065). */

export { CardPicture, ContentCard, DialogFormEnd, showRefusal } from './content-parts';
export { DocumentsPage } from './DocumentsPage';
export { IncomingPage } from './IncomingPage';
export { MessagesPage } from './MessagesPage';
export { NewsPage } from './NewsPage';
export { PictureInput, type PictureValue } from './PictureInput';
export { PriceListsPage } from './PriceListsPage';
