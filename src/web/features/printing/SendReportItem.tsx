import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailingApi } from '@shared/api/emailing.api';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { fillEmailText, reportEmailTexts } from '@shared/domain/documents/email-texts';
import { IconMail } from '@tabler/icons-react';
import { useApiMutation } from '../../api/hooks';
import { useSession } from '../../session/session-store';

/**
 * "Skicka till min e-post": the report of the marked documents as a PDF to the employee's own address,
 * through the outbox like a document (decision 0027). A report goes nowhere else: it lists several
 * clients' documents.
 */
export function SendReportItem({ docType, docUids }: { docType: DocumentType; docUids: string[] }) {
  const session = useSession();
  const send = useApiMutation(emailingApi.sendReport);
  const email = session?.employeeEmail ?? null;
  const values = {
    number: null,
    firmName: session?.customerName ?? '',
    senderName: session?.employeeName ?? '',
    clientName: '',
  };

  async function sendReport() {
    if (!email) return;
    await send.mutateAsync({
      docType,
      docUids,
      format: 'PDF',
      recipients: [email],
      subject: fillEmailText(reportEmailTexts.subject, values),
      message: fillEmailText(reportEmailTexts.message, values),
      // One click is one report: a retried request is answered with the first mailing.
      idempotencyKey: crypto.randomUUID(),
    });
    notifications.show({ color: 'green', message: `Rapporten skickas till ${email}` });
  }

  return (
    <Menu.Item
      leftSection={<IconMail size={16} />}
      disabled={!email || send.isPending}
      onClick={() => void sendReport()}
      data-testid="report-send"
    >
      {email ? 'Skicka till min e-post' : 'Skicka (ingen e-post registrerad)'}
    </Menu.Item>
  );
}
