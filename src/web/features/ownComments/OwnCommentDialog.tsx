import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type OwnCommentData, ownCommentsApi } from '@shared/api/ownComments.api';
import { ARTICLE_CODE_MAX_LENGTH } from '@shared/domain/article-code';
import { ownArticleLimits } from '@shared/domain/own-article';
import { useState } from 'react';
import { call } from '../../api/call';
import { apiQueryKey, useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { DialogFooter, RegisterDialog, useDialogClose, useVersionedForm } from '../../kit';
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
  return (
    <RegisterDialog
      opened={opened}
      onClose={props.onClose}
      title={props.comment ? `Ändra ${props.comment.data.code}` : 'Ny egen kommentar'}
    >
      <CommentForm {...props} />
    </RegisterDialog>
  );
}

function CommentForm({ comment, suggestedCode, onClose }: Props) {
  const [initialValues] = useState(() => comment?.data ?? { code: suggestedCode, text: '' });
  const form = useForm<OwnCommentData>({
    mode: 'controlled',
    initialValues,
    validate: validateCommentValues,
  });
  const versioned = useVersionedForm({
    form,
    initial: { values: initialValues, version: comment?.version ?? null },
    mapping: { prefix: 'data.' },
    read: (fresh: EditedComment) => ({ values: fresh.data, version: fresh.version }),
    fetchLatest: () => call(ownCommentsApi.get, { uid: comment?.uid ?? '' }),
    goneMessage: 'Kommentaren har tagits bort av någon annan.',
  });
  const close = useDialogClose(form.isDirty, onClose);
  const save = useApiMutation(ownCommentsApi.save, { handleErrors: false });

  async function submit(values: OwnCommentData) {
    versioned.startSave();
    try {
      const saved = await save.mutateAsync({
        uid: comment?.uid ?? null,
        newVersion: versioned.version,
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
      versioned.handleSaveError(error);
    }
  }

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
          state={versioned}
          conflictTitle="Någon annan har ändrat kommentaren sedan du öppnade den"
          onCancel={() => void close()}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
