import { FileInput, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AdminFlipbook, adminCabinetApi, MAX_POSITION } from '@shared/api/adminCabinet.api';
import { adminContentApi, MAX_DOCUMENT_BYTES } from '@shared/api/adminContent.api';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { uploadFile } from '../../api/upload';
import { RegisterDialog } from '../../kit';
import { DialogFormEnd, PictureInput, type PictureValue, showRefusal } from '../adminContent';
import { refreshCabinet } from './cabinet-queries';

interface Values {
  title: string;
  description: string;
  cover: PictureValue;
  file: File | null;
  position: number | string;
}

/** A catalogue or brochure: its PDF and a cover picture; a changed one keeps the files not chosen again. */
export function FlipbookDialog({
  opened,
  flipbook,
  nextPosition,
  onClose,
}: {
  opened: boolean;
  flipbook: AdminFlipbook | null;
  nextPosition: number;
  onClose: () => void;
}) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={onClose}
      title={flipbook ? 'Ändra katalog' : 'Ny katalog'}
      size={640}
    >
      <FlipbookForm flipbook={flipbook} nextPosition={nextPosition} onClose={onClose} />
    </RegisterDialog>
  );
}

function FlipbookForm({
  flipbook,
  nextPosition,
  onClose,
}: {
  flipbook: AdminFlipbook | null;
  nextPosition: number;
  onClose: () => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      title: flipbook?.title ?? '',
      description: flipbook?.description ?? '',
      cover: { file: null, removed: false },
      file: null,
      position: flipbook?.position ?? nextPosition,
    },
    validate: {
      title: validateRequired,
      cover: (v) => (!flipbook && !v.file ? 'Välj en omslagsbild' : null),
      file: (v) =>
        !v && !flipbook
          ? 'Välj en PDF-fil'
          : v && v.size > MAX_DOCUMENT_BYTES
            ? 'Filen är för stor (högst 30 MB)'
            : null,
      position: (v) => (typeof v === 'number' ? null : 'Ange en ordning'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    if (form.errors.cover) return;
    try {
      const [cover, file] = await Promise.all([
        values.cover.file ? uploadFile(adminContentApi.uploadPicture, values.cover.file) : null,
        values.file ? uploadFile(adminContentApi.uploadDocumentFile, values.file) : null,
      ]);
      await call(
        adminCabinetApi.saveFlipbook,
        {
          ...(flipbook ? { uid: flipbook.uid } : {}),
          title: values.title.trim(),
          description: values.description,
          ...(cover ? { imageUid: cover.fileUid } : {}),
          ...(file ? { fileUid: file.fileUid } : {}),
          position: Number(values.position),
        },
        { handleErrors: false },
      );
      notifications.show({ message: flipbook ? 'Ändringen är sparad.' : 'Katalogen är sparad som utkast.' });
      await refreshCabinet();
      onClose();
    } catch (error) {
      // An upload's refusal names `content`: which file it was is known by the upload that failed.
      showRefusal(
        error,
        (fields) =>
          form.setErrors({ ...fields, cover: fields.imageUid, file: fields.fileUid ?? fields.content }),
        setGeneral,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <Textarea
          label="Beskrivning"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        <PictureInput
          label="Omslag"
          required
          current={flipbook?.cover ?? null}
          value={form.values.cover}
          onChange={(cover) => form.setFieldValue('cover', cover)}
          error={form.errors.cover}
          onProblem={(message) => form.setFieldError('cover', message)}
        />
        <FileInput
          label="Katalogen som PDF"
          description="Högst 30 MB"
          placeholder={flipbook ? `${flipbook.file.fileName} (behålls)` : 'Välj fil'}
          accept="application/pdf,.pdf"
          withAsterisk={!flipbook}
          clearable
          clearButtonProps={{ 'aria-label': 'Ta bort vald fil' }}
          {...form.getInputProps('file')}
        />
        <NumberInput
          label="Ordning"
          description="Lägre nummer visas först."
          min={0}
          max={MAX_POSITION}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('position')}
        />
        <DialogFormEnd
          general={general}
          note={
            flipbook
              ? 'Ändringen syns för företagen direkt om katalogen är publicerad.'
              : 'Katalogen sparas som utkast. Publicera den i listan när den är klar.'
          }
          onCancel={onClose}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
