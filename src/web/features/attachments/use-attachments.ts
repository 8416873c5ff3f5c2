import { notifications } from '@mantine/notifications';
import { type AttachmentList, attachmentsApi } from '@shared/api/attachments.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { confirm } from '../../shell/dialogs';
import { checkAttachmentFile, uploadAttachment } from './upload-attachment';

export interface FileProblem {
  /** Unique within one upload's problems: two files of one name may both be refused. */
  id: string;
  fileName: string;
  text: string;
}

function problemText(error: unknown): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  // The call layer already told the user (a lost session, a server fault).
  if (error.handled) return null;
  return error.fieldMessages().content ?? error.displayText;
}

/**
 * A document's attachments: the list with the firm's space, uploads one file after another (each
 * refused file named with the server's reason), and removal after a question.
 */
export function useAttachments(docType: DocumentType, docUid: string | null) {
  const parameters = { docType, docUid: docUid ?? '' };
  const key = apiQueryKey(attachmentsApi.list, parameters);
  const query = useApiQuery(attachmentsApi.list, parameters, { enabled: docUid !== null });
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);

  const update = (change: (list: AttachmentList) => AttachmentList) =>
    queryClient.setQueryData<AttachmentList>(key, (list) => (list ? change(list) : list));

  async function upload(files: File[]) {
    if (docUid === null) return;
    setProblems([]);
    setUploading(files.map((f) => f.name));
    const refused: FileProblem[] = [];
    for (const file of files) {
      const space = queryClient.getQueryData<AttachmentList>(key)?.space;
      const early = space ? checkAttachmentFile(file, space) : null;
      try {
        if (early) throw new Error(early);
        const { attachment, space: after } = await uploadAttachment({ docType, docUid }, file);
        update((list) => ({ ...list, attachments: [...list.attachments, attachment], space: after }));
      } catch (error) {
        const text = problemText(error);
        if (text) refused.push({ id: `${file.name}:${refused.length}`, fileName: file.name, text });
      }
      setUploading((names) => names.slice(1));
    }
    setProblems(refused);
    const added = files.length - refused.length;
    if (added > 0) {
      notifications.show({
        color: 'green',
        message: added === 1 ? 'Filen har bifogats' : `${added} filer har bifogats`,
        autoClose: 3000,
      });
    }
  }

  async function remove(attachmentUid: string, fileName: string) {
    const ok = await confirm({
      title: 'Ta bort bilagan',
      message: `”${fileName}” tas bort från dokumentet och kan inte återställas.`,
      confirmLabel: 'Ta bort',
      danger: true,
    });
    if (!ok) return;
    try {
      const { space } = await call(attachmentsApi.delete, { attachmentUid });
      update((list) => ({
        ...list,
        attachments: list.attachments.filter((a) => a.attachmentUid !== attachmentUid),
        space,
      }));
      notifications.show({ color: 'green', message: 'Bilagan har tagits bort', autoClose: 3000 });
    } catch (error) {
      const text = problemText(error);
      if (text) notifications.show({ color: 'red', message: text });
      // Someone else may have removed it already: show the list as it is now.
      void query.refetch();
    }
  }

  return { query, uploading, problems, upload, remove };
}
