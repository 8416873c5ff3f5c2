import { newsApi } from '@shared/api/news.api';
import type { ApiRouter } from '../../platform/http/router';
import {
  getMessage,
  getNews,
  listMessagesPage,
  listNewsPage,
  newsPicture,
  readAllNews,
  readMessage,
  readNews,
  unreadMessageSummary,
} from './news.usecases';

/** The provider's news and messages (api-spec §7.3), for any employee of a customer firm. */
export function newsRoutes(router: ApiRouter): void {
  router.add(newsApi.newsList, ({ deps, firmId, employeeId, parameters }) =>
    listNewsPage({ deps, firmId, employeeId, input: parameters }),
  );
  router.add(newsApi.news, ({ deps, firmId, employeeId, parameters }) =>
    getNews({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(newsApi.newsPicture, ({ deps, firmId, employeeId, parameters }) =>
    newsPicture({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(newsApi.markNewsRead, ({ deps, firmId, employeeId, parameters }) =>
    readNews({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(newsApi.readAll, ({ deps, firmId, employeeId }) => readAllNews({ deps, firmId, employeeId }));
  router.add(newsApi.messages, ({ deps, firmId, employeeId, parameters }) =>
    listMessagesPage({ deps, firmId, employeeId, input: parameters }),
  );
  router.add(newsApi.message, ({ deps, firmId, employeeId, parameters }) =>
    getMessage({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(newsApi.markMessageRead, ({ deps, firmId, employeeId, parameters }) =>
    readMessage({ deps, firmId, employeeId, uid: parameters.uid }),
  );
  router.add(newsApi.unreadMessages, ({ deps, firmId, employeeId }) =>
    unreadMessageSummary({ deps, firmId, employeeId }),
  );
}
