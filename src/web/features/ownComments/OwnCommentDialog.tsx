import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type OwnCommentData, ownCommentsApi } from '@shared/api/ownComments.api';
import { ARTICLE_CODE_MAX_LENGTH } from '@shared/domain/article-code';
import { ownArticleLimits } from '@shared/domain/own-article';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { DialogFooter } from '../../shell/DialogFooter';
import { confirm } from '../../shell/dialogs';
import { serverFieldErrors } from '../company/form-errors';
import { commentDataOf, validateCommentValues } from './own-comment-form';

export interface EditedComment {
  uid: string;
  version: number;
  data: OwnCommentData;
}

interface Props {
  comment: EditedComment | null;
  suggestedCode: string;
  onClose: () => void;
}

export function OwnCommentDialog({ opened, ...props }: Props & { opened: boolean }) {
  // The form decides whether closing needs a question (unsaved edits); the modal's × and Esc ask it.
  const requestClose = useRef<() => void>(props.onClose);
  return (
    <Modal
      opened={opened}
      onClose={() => requestClose.current()}
      title={props.comment ? `Ändra ${props.comment.data.code}` : 'Ny egen kommentar'}
      size={600}
      centered
      closeOnClickOutside={false}
    >
      {opened && (
        <CommentForm
          {...props}
          registerClose={(close) => {
            requestClose.current = close;
          }}
        />
      )}
    </Modal>
  );
}

function CommentForm({
  comment,
  suggestedCode,
  onClose,
  registerClose,
}: Props & { registerClose: (close: () => void) => void }) {
  const [current, setCurrent] = useState(comment);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OwnCommentData>({
    mode: 'controlled',
    initialValues: comment?.data ?? { code: suggestedCode, text: '' },
    validate: validateCommentValues,
  });
  const save = useApiMutation(ownCommentsApi.save, { handleErrors: false });

  async function submit(values: OwnCommentData) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        uid: current?.uid ?? null,
        newVersion: current?.version ?? null,
        data: commentDataOf(values),
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(ownCommentsApi.list) });
      notifications.show({
        color: 'green',
        message: `${saved.data.code} har sparats. Skriv koden på en dokumentrad för att få texten.`,
        autoClose: 4000,
      });
      form.resetDirty();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) setConflict(true);
      else if (error.status === 400) {
        const errors = serverFieldErrors(error);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setFailure(error.displayText);
      } else if (error.status === 404) setFailure('Kommentaren har tagits bort av någon annan.');
      else if (!error.handled) setFailure(error.displayText);
    }
  }

  async function reload() {
    if (!current) return;
    const fresh = await call(ownCommentsApi.get, { uid: current.uid });
    setCurrent({ uid: fresh.uid, version: fresh.version, data: fresh.data });
    form.setInitialValues(fresh.data);
    form.setValues(fresh.data);
    form.resetDirty(fresh.data);
    setConflict(false);
  }

  async function close() {
    if (form.isDirty()) {
      const leave = await confirm({
        title: 'Osparade ändringar',
        message: 'Vill du stänga utan att spara kommentaren?',
        confirmLabel: 'Stäng utan att spara',
        cancelLabel: 'Fortsätt redigera',
        danger: true,
      });
      if (!leave) return;
    }
    onClose();
  }
  registerClose(() => void close());

  const length = [...form.getValues().text].length;
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="own-comment-form">
      <Stack gap="sm">
        <TextInput
          label="Kod"
          withAsterisk
          w={220}
          maxLength={ARTICLE_CODE_MAX_LENGTH}
          description='"text" följt av siffror, till exempel text12'
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          {...form.getInputProps('code')}
          // The code is checked when left; the text, which may be long, when saving.
          onBlur={() => form.validateField('code')}
        />
        <Textarea
          label="Text"
          withAsterisk
          data-autofocus
          autosize
          minRows={4}
          maxRows={12}
          description={`Raden som skrivs ut på dokumentet. ${length} av ${ownArticleLimits.commentText} tecken.`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('text')}
        />
        <DialogFooter
          conflict={conflict}
          conflictText="Någon annan har ändrat kommentaren sedan du öppnade den. Dina ändringar är inte sparade."
          onReload={() => void reload()}
          failure={failure}
          onCancel={() => void close()}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
