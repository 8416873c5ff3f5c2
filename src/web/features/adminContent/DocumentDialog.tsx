import { FileInput, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AdminDocument,
  adminContentApi,
  type DocumentSection,
  documentSections,
  MAX_DOCUMENT_BYTES,
} from '@shared/api/adminContent.api';
import {
  type ProviderDocType,
  providerDocTypeLabels,
  providerDocTypes,
} from '@shared/api/providerDocuments.api';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { uploadFile } from '../../api/upload';
import { DialogFormEnd, showRefusal } from './content-parts';

export const sectionLabels: Record<DocumentSection, string> = {
  INSTRUCTION: 'Instruktion',
  DOWNLOADABLE: 'Nedladdningsbar fil',
  TYPE_DOCUMENT: 'Typdokument',
};

interface Values {
  section: DocumentSection;
  docType: ProviderDocType | null;
  category: string;
  title: string;
  description: string;
  file: File | null;
}

/** A new document needs its PDF; a changed one keeps its PDF unless another is chosen. */
export function DocumentDialog({
  opened,
  document,
  onClose,
  onSaved,
}: {
  opened: boolean;
  document: AdminDocument | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={document ? 'Ändra dokument' : 'Nytt dokument'}
      size={560}
      centered
      closeButtonProps={{ 'aria-label': 'Stäng' }}
    >
      {opened && <DocumentForm document={document} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function DocumentForm({
  document,
  onClose,
  onSaved,
}: {
  document: AdminDocument | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      section: document?.section ?? 'INSTRUCTION',
      docType: document?.docType ?? null,
      category: document?.category ?? '',
      title: document?.title ?? '',
      description: document?.description ?? '',
      file: null,
    },
    validate: {
      title: validateRequired,
      docType: (v, values) => (values.section === 'TYPE_DOCUMENT' && !v ? 'Välj dokumenttyp' : null),
      file: (v) =>
        !v && !document
          ? 'Välj en PDF-fil'
          : v && v.size > MAX_DOCUMENT_BYTES
            ? 'Filen är för stor (högst 30 MB)'
            : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    try {
      const uploaded = values.file ? await uploadFile(adminContentApi.uploadDocumentFile, values.file) : null;
      await call(
        adminContentApi.saveDocument,
        {
          ...(document ? { uid: document.uid } : {}),
          section: values.section,
          ...(values.section === 'TYPE_DOCUMENT' && values.docType ? { docType: values.docType } : {}),
          ...(values.section === 'INSTRUCTION' ? { category: values.category } : {}),
          title: values.title.trim(),
          description: values.description,
          ...(uploaded ? { fileUid: uploaded.fileUid } : {}),
        },
        { handleErrors: false },
      );
      notifications.show({ message: document ? 'Ändringen är sparad.' : 'Dokumentet är sparat som utkast.' });
      await onSaved();
      onClose();
    } catch (error) {
      showRefusal(
        error,
        (fields) => form.setErrors({ ...fields, ...(fields.content ? { file: fields.content } : {}) }),
        setGeneral,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Lista"
          allowDeselect={false}
          data={documentSections.map((s) => ({ value: s, label: sectionLabels[s] }))}
          {...form.getInputProps('section')}
        />
        {form.values.section === 'INSTRUCTION' && (
          <TextInput label="Kategori" placeholder="Övrigt" {...form.getInputProps('category')} />
        )}
        {form.values.section === 'TYPE_DOCUMENT' && (
          <Select
            label="Dokumenttyp"
            withAsterisk
            data={providerDocTypes.map((t) => ({ value: t, label: providerDocTypeLabels[t] }))}
            {...form.getInputProps('docType')}
          />
        )}
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Beskrivning" autosize minRows={2} {...form.getInputProps('description')} />
        <FileInput
          label="PDF-fil"
          placeholder={document ? `${document.fileName} (behålls)` : 'Välj fil'}
          accept="application/pdf,.pdf"
          withAsterisk={!document}
          clearable
          clearButtonProps={{ 'aria-label': 'Ta bort vald fil' }}
          {...form.getInputProps('file')}
        />
        <DialogFormEnd general={general} onCancel={onClose} submitting={form.submitting} />
      </Stack>
    </form>
  );
}
