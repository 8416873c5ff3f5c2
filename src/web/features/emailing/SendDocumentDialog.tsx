import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Attachment, attachmentsApi, formatFileSize } from '@shared/api/attachments.api';
import { type EmailAddress, emailingApi } from '@shared/api/emailing.api';
import type { ResultOf } from '@shared/api/endpoint';
import { type DocumentType, documentKinds, type PrintLayout } from '@shared/domain/documents/document-kinds';
import { netPriceLayouts, printLayoutLabels } from '@shared/domain/documents/print-layout-labels';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { apiQueryKey, useApiMutation, useApiQuery } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { mapServerMessages } from '../../kit';
import { useNetPricesHidden } from '../../session/session-store';
import { QueryError } from '../../shell/QueryError';
import { hasClientLink, invalidateClientLinks } from '../clientLinks';

const FIELDS = ['recipients', 'layout', 'subject', 'message', 'attachmentUids', 'includeClientLink'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  docType: DocumentType;
  docUid: string;
  /** Made when the dialog opened: however often Skicka is pressed, one mail. */
  idempotencyKey: string;
  onDone: () => void;
}

/** The addresses the server lists, the document's own client contact ticked from the start. */
function initialRecipients(addresses: EmailAddress[]): string[] {
  const client = addresses.find((a) => a.source === 'CLIENT_CONTACT');
  return client ? [client.email] : [];
}

/** What the client can do with the link, from the kind's definition. */
function clientLinkDescription(docType: DocumentType): string {
  return documentKinds[docType].clientLink === 'DECIDE'
    ? 'En länk i meddelandet där kunden ser dokumentet och kan acceptera eller avböja det, utan inloggning.'
    : 'En länk i meddelandet där kunden ser dokumentet med betalningsuppgifterna, utan inloggning.';
}

function addressLabel(address: EmailAddress): string {
  const who = address.name && address.source !== 'CLIENT_REGISTER' ? ` (${address.name})` : '';
  return `${address.email}${who}`;
}

export function SendDocumentDialog({ docType, docUid, idempotencyKey, onDone }: Props) {
  const config = useApiQuery(emailingApi.emailAddresses, { docType, docUid }, { staleTime: 0 });
  const attachments = useApiQuery(attachmentsApi.list, { docType, docUid });
  if (config.error)
    return <QueryError what="adresserna" error={config.error} onRetry={() => void config.refetch()} />;
  if (!config.data) {
    return (
      <Stack gap="sm" data-testid="send-mail-loading">
        <Skeleton h={80} />
        <Skeleton h={36} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  return (
    <SendForm
      docType={docType}
      docUid={docUid}
      idempotencyKey={idempotencyKey}
      onDone={onDone}
      config={config.data}
      attachments={attachments.data?.attachments ?? null}
    />
  );
}

type Config = ResultOf<typeof emailingApi.emailAddresses>;

function SendForm({
  docType,
  docUid,
  idempotencyKey,
  onDone,
  config,
  attachments,
}: Props & { config: Config; attachments: Attachment[] | null }) {
  const netHidden = useNetPricesHidden();
  const layouts = config.layouts.filter((l) => !(netHidden && netPriceLayouts.includes(l)));
  const [recipients, setRecipients] = useState<string[]>(() => initialRecipients(config.addresses));
  const [layout, setLayout] = useState<PrintLayout | null>(config.defaultLayout);
  const [subject, setSubject] = useState(config.subject);
  const [message, setMessage] = useState(config.message);
  const [attachmentUids, setAttachmentUids] = useState<string[]>([]);
  const [includeClientLink, setIncludeClientLink] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const send = useApiMutation(emailingApi.sendPdfToEmail, { handleErrors: false });

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const own: Partial<Record<Field, string>> = {};
    if (recipients.length === 0) own.recipients = 'Välj minst en mottagare';
    if (!subject.trim()) own.subject = 'Ämnet får inte vara tomt';
    setErrors(own);
    setGeneral(null);
    if (Object.keys(own).length > 0) return;
    try {
      const result = await send.mutateAsync({
        docType,
        docUid,
        layout,
        recipients,
        subject,
        message,
        attachmentUids,
        includeClientLink,
        idempotencyKey,
      });
      notifications.show({
        color: 'green',
        title: 'E-postmeddelandet har skickats',
        message: `Till ${result.mailing.recipients.join(', ')}. Hur det gick syns i e-postloggen under dokumentet.`,
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(emailingApi.documentMailings) });
      if (includeClientLink) invalidateClientLinks();
      onDone();
    } catch (error) {
      if (!isApiError(error)) {
        setGeneral('E-postmeddelandet kunde inte skickas. Försök igen.');
        return;
      }
      const mapped = mapServerMessages(error.messages, { fields: FIELDS });
      setErrors(mapped.fieldErrors);
      const rest = mapped.general.join(' ');
      if (rest || Object.keys(mapped.fieldErrors).length === 0) setGeneral(rest || error.displayText);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Checkbox.Group
          label="Mottagare"
          description="Din egen adress och kundens kontakter. En ny adress läggs till på dokumentets kundkontakt eller i kundregistret."
          value={recipients}
          onChange={(value) => {
            setRecipients(value);
            clear('recipients');
          }}
          error={errors.recipients}
          data-testid="send-mail-recipients"
        >
          <Stack gap={6} mt="xs">
            {config.addresses.length === 0 && (
              <Text size="sm" c="dimmed">
                Det finns ingen adress att skicka till. Lägg in kundens e-post på dokumentet eller din egen i
                din profil.
              </Text>
            )}
            {config.addresses.map((a) => (
              <Checkbox
                key={a.email}
                value={a.email}
                label={addressLabel(a)}
                description={a.label}
                data-testid="send-mail-recipient"
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label="Utskriftsmall"
          data={layouts.map((l) => ({ value: l, label: printLayoutLabels[l] }))}
          value={layout}
          onChange={(value) => {
            setLayout(value as PrintLayout | null);
            clear('layout');
          }}
          allowDeselect={false}
          error={errors.layout}
          data-testid="send-mail-layout"
        />
        <TextInput
          label="Ämne"
          value={subject}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            clear('subject');
          }}
          maxLength={200}
          required
          error={errors.subject}
          data-testid="send-mail-subject"
        />
        <Textarea
          label="Meddelande"
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            clear('message');
          }}
          autosize
          minRows={6}
          maxRows={14}
          maxLength={10_000}
          error={errors.message}
          data-testid="send-mail-message"
        />
        <Checkbox.Group
          label="Bilagor"
          description="Dokumentet skickas alltid som PDF. Kryssa i de bilagor som ska följa med."
          value={attachmentUids}
          onChange={(value) => {
            setAttachmentUids(value);
            clear('attachmentUids');
          }}
          error={errors.attachmentUids}
        >
          <Stack gap={6} mt="xs">
            {attachments === null ? (
              <Skeleton h={24} />
            ) : attachments.length === 0 ? (
              <Text size="sm" c="dimmed">
                Dokumentet har inga bilagor.
              </Text>
            ) : (
              attachments.map((a) => (
                <Checkbox
                  key={a.attachmentUid}
                  value={a.attachmentUid}
                  label={`${a.fileName} (${formatFileSize(a.fileSize)})`}
                  data-testid="send-mail-attachment"
                />
              ))
            )}
          </Stack>
        </Checkbox.Group>
        {hasClientLink(docType) && (
          <Checkbox
            label="Bifoga personlig länk"
            description={clientLinkDescription(docType)}
            checked={includeClientLink}
            onChange={(e) => {
              setIncludeClientLink(e.currentTarget.checked);
              clear('includeClientLink');
            }}
            error={errors.includeClientLink}
            data-testid="send-mail-client-link"
          />
        )}
        {general && (
          <Alert color="red" icon={<IconAlertCircle />} data-testid="send-mail-error">
            {general}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Avbryt
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={send.isPending}
            data-testid="send-mail-submit"
          >
            Skicka
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
