import { attachmentsApi } from '@shared/api/attachments.api';
import type { ApiRouter } from '../../platform/http/router';
import { deleteAttachment, listAttachments, openAttachment, uploadAttachment } from './attachments.usecases';

export function attachmentsRoutes(router: ApiRouter): void {
  router.add(attachmentsApi.list, ({ deps, firmId, session, parameters }) =>
    listAttachments({ deps, firmId, session, ...parameters }),
  );
  router.add(attachmentsApi.open, ({ deps, firmId, session, parameters }) =>
    openAttachment({ deps, firmId, session, ...parameters }),
  );
  router.add(attachmentsApi.upload, ({ deps, firmId, session, parameters }) =>
    uploadAttachment({ deps, firmId, session, input: parameters }),
  );
  router.add(attachmentsApi.delete, ({ deps, firmId, session, parameters }) =>
    deleteAttachment({ deps, firmId, session, attachmentUid: parameters.attachmentUid }),
  );
}
