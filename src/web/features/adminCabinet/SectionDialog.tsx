import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminSection, adminCabinetApi } from '@shared/api/adminCabinet.api';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { RegisterDialog, RichTextInput } from '../../kit';
import { DialogFormEnd, showRefusal } from '../adminContent';
import { refreshCabinet } from './cabinet-queries';

/** A content section: its title and its formatted text, which a banner opens in a dialog. */
export function SectionDialog({
  opened,
  section,
  onClose,
}: {
  opened: boolean;
  section: AdminSection | null;
  onClose: () => void;
}) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={onClose}
      title={section ? 'Ändra innehållsavsnitt' : 'Nytt innehållsavsnitt'}
      size={720}
    >
      <SectionForm section={section} onClose={onClose} />
    </RegisterDialog>
  );
}

function SectionForm({ section, onClose }: { section: AdminSection | null; onClose: () => void }) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { title: section?.title ?? '', body: section?.body ?? '' },
    validate: { title: validateRequired, body: validateRequired },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      await call(
        adminCabinetApi.saveSection,
        { ...(section ? { uid: section.uid } : {}), title: values.title.trim(), body: values.body },
        { handleErrors: false },
      );
      notifications.show({ message: section ? 'Ändringen är sparad.' : 'Avsnittet är sparat som utkast.' });
      await refreshCabinet();
      onClose();
    } catch (error) {
      showRefusal(error, form.setErrors, setGeneral);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <RichTextInput label="Text" withAsterisk minHeight={220} {...form.getInputProps('body')} />
        <DialogFormEnd
          general={general}
          note={
            section
              ? 'Ändringen syns för företagen direkt om avsnittet är publicerat.'
              : 'Avsnittet sparas som utkast. Publicera det innan en publicerad banner öppnar det.'
          }
          onCancel={onClose}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
