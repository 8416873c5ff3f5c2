import { adminContentApi } from '@shared/api/adminContent.api';
import type { ApiRouter } from '../../platform/http/router';
import { adminMessages, publishMessage, saveMessage, unpublishMessage } from './adminContent.usecases';
import {
  adminDocuments,
  publishDocument,
  saveDocument,
  unpublishDocument,
} from './documents/documents.usecases';
import { adminFile, uploadDocumentFile, uploadPicture } from './files/files.usecases';
import {
  adminFeedback,
  adminSurveyAnswers,
  adminSurveys,
  exportFeedback,
  exportSurveyAnswers,
} from './incoming/incoming.usecases';
import { adminNews, publishNews, saveNews, unpublishNews } from './news/news.usecases';
import { priceListSettings, savePriceListDates, saveSaleTerms } from './priceLists/priceLists.usecases';

export function adminContentRoutes(router: ApiRouter): void {
  router.add(adminContentApi.messages, ({ deps }) => adminMessages({ deps }));
  router.add(adminContentApi.saveMessage, ({ deps, adminId, request, parameters }) =>
    saveMessage({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.publishMessage, ({ deps, adminId, request, parameters }) =>
    publishMessage({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.unpublishMessage, ({ deps, adminId, request, parameters }) =>
    unpublishMessage({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.news, ({ deps }) => adminNews({ deps }));
  router.add(adminContentApi.saveNews, ({ deps, adminId, request, parameters }) =>
    saveNews({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.publishNews, ({ deps, adminId, request, parameters }) =>
    publishNews({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.unpublishNews, ({ deps, adminId, request, parameters }) =>
    unpublishNews({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.documents, ({ deps }) => adminDocuments({ deps }));
  router.add(adminContentApi.uploadDocumentFile, ({ deps, parameters }) =>
    uploadDocumentFile({ deps, input: parameters }),
  );
  router.add(adminContentApi.uploadPicture, ({ deps, parameters }) =>
    uploadPicture({ deps, input: parameters }),
  );
  router.add(adminContentApi.file, ({ deps, parameters }) => adminFile({ deps, uid: parameters.uid }));
  router.add(adminContentApi.saveDocument, ({ deps, adminId, request, parameters }) =>
    saveDocument({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.publishDocument, ({ deps, adminId, request, parameters }) =>
    publishDocument({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.unpublishDocument, ({ deps, adminId, request, parameters }) =>
    unpublishDocument({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.priceListSettings, ({ deps }) => priceListSettings({ deps }));
  router.add(adminContentApi.savePriceListDates, ({ deps, adminId, request, parameters }) =>
    savePriceListDates({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.saveSaleTerms, ({ deps, adminId, request, parameters }) =>
    saveSaleTerms({ deps, actor: { adminId, ip: request.ip }, input: parameters }),
  );
  router.add(adminContentApi.feedback, ({ deps }) => adminFeedback({ deps }));
  router.add(adminContentApi.exportFeedback, ({ deps }) => exportFeedback({ deps }));
  router.add(adminContentApi.surveys, ({ deps }) => adminSurveys({ deps }));
  router.add(adminContentApi.surveyAnswers, ({ deps, parameters }) =>
    adminSurveyAnswers({ deps, uid: parameters.uid }),
  );
  router.add(adminContentApi.exportSurveyAnswers, ({ deps, parameters }) =>
    exportSurveyAnswers({ deps, uid: parameters.uid }),
  );
}
