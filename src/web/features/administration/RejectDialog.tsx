import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { DialogButtons, refusalOf } from '../../kit';

/** Rejecting a request: the reason is mailed to the applicant, so it is required and written for them. */
export function RejectDialog({
  opened,
  title,
  who,
  onClose,
  reject,
}: {
  opened: boolean;
  title: string;
  who: string;
  onClose: () => void;
  reject: (reason: string) => Promise<void>;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={520}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && <RejectForm who={who} onClose={onClose} reject={reject} />}
    </Modal>
  );
}

function RejectForm({
  who,
  onClose,
  reject,
}: {
  who: string;
  onClose: () => void;
  reject: (reason: string) => Promise<void>;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: { reason: validateRequired } });
  const submit = form.onSubmit(async ({ reason }) => {
    try {
      await reject(reason.trim());
      onClose();
    } catch (error) {
      const failed = refusalOf(error);
      form.setErrors(failed.fields);
      setGeneral(failed.general);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{who} får beskedet per e-post. Skriv varför, och vad de kan göra i stället.</Text>
        <Textarea
          label="Besked till den sökande"
          withAsterisk
          autosize
          minRows={3}
          {...form.getInputProps('reason')}
        />
        <DialogButtons
          general={general}
          onCancel={onClose}
          saving={form.submitting}
          submitLabel="Avslå"
          color="red"
        />
      </Stack>
    </form>
  );
}
