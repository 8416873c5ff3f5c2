/** The provider's news and messages (issue #22): their pages and the header's unread-message notice. */
export { MESSAGES_PATH, NEWS_PATH } from './NoveltyTabs';
export { SafeHtml } from './SafeHtml';
export { UnreadMessageNotice } from './UnreadMessageNotice';

export const newsPages = {
  list: () => import('./NewsListPage'),
  item: () => import('./NewsItemPage'),
  messages: () => import('./MessagesPage'),
};
export { UnreadNoveltiesBadge } from './NoveltiesLink';
