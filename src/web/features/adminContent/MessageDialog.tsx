import { Modal, MultiSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type AdminMessage, adminContentApi } from '@shared/api/adminContent.api';
import { administrationApi, type FirmRef } from '@shared/api/administration.api';
import { validateRequired } from '@shared/domain/validators';
import { type ReactNode, useState } from 'react';
import { call } from '../../api/call';
import { useApiQuery } from '../../api/hooks';
import { RichTextInput } from '../../kit';
import { DialogFormEnd, showRefusal } from './content-parts';

/** Writing or changing a message: the change keeps its state (a published message changes for the firms). */
export function MessageDialog({
  opened,
  message,
  onClose,
  onSaved,
}: {
  opened: boolean;
  message: AdminMessage | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={message ? 'Ändra meddelande' : 'Nytt meddelande'}
      size={640}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && <MessageForm message={message} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

interface Values {
  title: string;
  body: string;
  audience: 'ALL' | 'CHOSEN';
  firmUids: string[];
}

function MessageForm({
  message,
  onClose,
  onSaved,
}: {
  message: AdminMessage | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: message?.title ?? '',
      body: message?.body ?? '',
      audience: message && !message.toAllFirms ? 'CHOSEN' : 'ALL',
      firmUids: message?.recipients.map((f) => f.uid) ?? [],
    },
    validate: {
      title: validateRequired,
      body: validateRequired,
      firmUids: (v, values) =>
        values.audience === 'CHOSEN' && v.length === 0 ? 'Välj minst ett företag' : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await call(
        adminContentApi.saveMessage,
        {
          ...(message ? { uid: message.uid } : {}),
          title: values.title.trim(),
          body: values.body,
          bodyFormat: 'HTML',
          toAllFirms: values.audience === 'ALL',
          firmUids: values.audience === 'ALL' ? [] : values.firmUids,
        },
        { handleErrors: false },
      );
      notifications.show({ message: message ? 'Ändringen är sparad.' : 'Meddelandet är sparat som utkast.' });
      await onSaved();
      onClose();
    } catch (error) {
      showRefusal(error, form.setErrors, setGeneral);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <RichTextInput label="Meddelande" withAsterisk {...form.getInputProps('body')} />
        <SegmentedControl
          aria-label="Mottagare"
          data={[
            { value: 'ALL', label: 'Alla företag' },
            { value: 'CHOSEN', label: 'Valda företag' },
          ]}
          {...form.getInputProps('audience')}
        />
        {form.values.audience === 'CHOSEN' && (
          <FirmPicker
            chosen={message?.recipients ?? []}
            value={form.values.firmUids}
            onChange={(uids) => form.setFieldValue('firmUids', uids)}
            error={form.errors.firmUids}
          />
        )}
        <DialogFormEnd
          general={general}
          note={
            message
              ? 'Ändringen syns för mottagarna direkt om meddelandet är publicerat.'
              : 'Meddelandet sparas som utkast. Publicera det i listan när det är klart.'
          }
          onCancel={onClose}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** The firms by customer number or name; the ones chosen already stay in the list while searching. */
function FirmPicker({
  chosen,
  value,
  onChange,
  error,
}: {
  chosen: FirmRef[];
  value: string[];
  onChange: (v: string[]) => void;
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useApiQuery(administrationApi.firms, { search: debounced || undefined });
  const [known, setKnown] = useState<Map<string, FirmRef>>(() => new Map(chosen.map((f) => [f.uid, f])));
  const firms = new Map(known);
  for (const f of found.data?.items ?? []) firms.set(f.uid, f);
  return (
    <MultiSelect
      label="Företag"
      placeholder="Sök på kundnummer eller namn"
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Söker…' : 'Inga företag hittades'}
      data={[...firms.values()].map((f) => ({ value: f.uid, label: `${f.code} ${f.name}` }))}
      value={value}
      onChange={(uids) => {
        setKnown(new Map([...firms].filter(([uid]) => uids.includes(uid))));
        onChange(uids);
      }}
      error={error}
    />
  );
}
