/** The provider's news and messages to its customer firms (issue #22, decision 0051). */
export { newsCounters } from './news.counters';
export { newsRoutes } from './news.routes';
export { seedDemoNews } from './news.seed';
export { providerMessageRecipients, providerMessages, providerNews } from './news.table';
