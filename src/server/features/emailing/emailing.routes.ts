import { emailingApi } from '@shared/api/emailing.api';
import type { AppDeps } from '../../platform/http/context';
import type { ApiRouter } from '../../platform/http/router';
import {
  documentMailings,
  emailAddresses,
  followMailOutcomes,
  sendDocumentByEmail,
  sendReportByEmail,
} from './emailing.usecases';

export function emailingRoutes(router: ApiRouter): void {
  router.add(emailingApi.emailAddresses, ({ deps, firmId, session, parameters }) =>
    emailAddresses({ deps, firmId, session, ...parameters }),
  );
  router.add(emailingApi.sendPdfToEmail, ({ deps, firmId, session, parameters }) => {
    const { docType, docUid, ...input } = parameters;
    return sendDocumentByEmail({ deps, firmId, session, docType, docUid, input });
  });
  router.add(emailingApi.sendReport, ({ deps, firmId, session, parameters }) =>
    sendReportByEmail({ deps, firmId, session, input: parameters }),
  );
  router.add(emailingApi.documentMailings, ({ deps, firmId, session, parameters }) =>
    documentMailings({ deps, firmId, session, ...parameters }),
  );
}

/** The sent log follows the outbox: a mailing turns SENT or FAILED when its mail does. */
export function emailingJobs(deps: AppDeps): void {
  followMailOutcomes(deps);
}
