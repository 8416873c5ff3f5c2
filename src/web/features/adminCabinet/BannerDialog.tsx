import { Input, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type AdminBanner,
  type AdminSection,
  adminCabinetApi,
  cabinetLinkTypeLabels,
  MAX_POSITION,
} from '@shared/api/adminCabinet.api';
import { adminContentApi } from '@shared/api/adminContent.api';
import type { PublicationState } from '@shared/api/news.api';
import { type CabinetLinkType, cabinetLinkMessages, cabinetLinkProblem } from '@shared/domain/cabinet-links';
import { type ColorTheme, colorThemeLabels, colorThemes } from '@shared/domain/colour-themes';
import { validateRequired } from '@shared/domain/validators';
import { useState } from 'react';
import { call } from '../../api/call';
import { uploadFile } from '../../api/upload';
import { ChoiceControl, RegisterDialog } from '../../kit';
import { DialogFormEnd, PictureInput, type PictureValue, showRefusal } from '../adminContent';
import { refreshCabinet } from './cabinet-queries';

const sectionStateNote: Record<PublicationState, string> = {
  PUBLISHED: '',
  DRAFT: ' (utkast)',
  UNPUBLISHED: ' (avpublicerat)',
};

/** In the order a provider thinks of them: its own pages, a site outside, a text of its own. */
const linkTypeOrder: CabinetLinkType[] = ['INTERNAL_LINK', 'EXTERNAL_LINK', 'EXTENDED_CONTENT_SECTION_UID'];

const linkPlaceholders: Record<CabinetLinkType, string> = {
  INTERNAL_LINK: '/price_lists',
  EXTERNAL_LINK: 'https://',
  EXTENDED_CONTENT_SECTION_UID: '',
};

interface Values {
  title: string;
  text: string;
  picture: PictureValue;
  imageAlt: string;
  colorTheme: ColorTheme;
  linkType: CabinetLinkType;
  link: string;
  sectionUid: string | null;
  linkText: string;
  position: number | string;
}

export function BannerDialog({
  opened,
  banner,
  sections,
  nextPosition,
  onClose,
}: {
  opened: boolean;
  banner: AdminBanner | null;
  sections: readonly AdminSection[];
  nextPosition: number;
  onClose: () => void;
}) {
  return (
    <RegisterDialog
      opened={opened}
      onClose={onClose}
      title={banner ? 'Ändra banner' : 'Ny banner'}
      size={720}
    >
      <BannerForm banner={banner} sections={sections} nextPosition={nextPosition} onClose={onClose} />
    </RegisterDialog>
  );
}

function initialValues(banner: AdminBanner | null, nextPosition: number): Values {
  const opensSection = banner?.linkType === 'EXTENDED_CONTENT_SECTION_UID';
  return {
    title: banner?.title ?? '',
    text: banner?.text ?? '',
    picture: { file: null, removed: false },
    imageAlt: banner?.picture.alt ?? '',
    colorTheme: banner?.colorTheme ?? 'DARK_BLUE',
    linkType: banner?.linkType ?? 'INTERNAL_LINK',
    link: banner && !opensSection ? banner.link : '',
    sectionUid: opensSection ? (banner?.section?.uid ?? null) : null,
    linkText: banner?.linkText ?? '',
    position: banner?.position ?? nextPosition,
  };
}

function BannerForm({
  banner,
  sections,
  nextPosition,
  onClose,
}: {
  banner: AdminBanner | null;
  sections: readonly AdminSection[];
  nextPosition: number;
  onClose: () => void;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: initialValues(banner, nextPosition),
    validate: {
      title: validateRequired,
      linkText: validateRequired,
      picture: (v) => (!banner && !v.file ? 'Välj en bild' : null),
      link: (v, values) =>
        values.linkType === 'EXTENDED_CONTENT_SECTION_UID'
          ? null
          : (validateRequired(v) ?? cabinetLinkProblem(values.linkType, v.trim())),
      sectionUid: (v, values) =>
        values.linkType === 'EXTENDED_CONTENT_SECTION_UID' && !v ? cabinetLinkMessages.section : null,
      position: (v) => (typeof v === 'number' ? null : 'Ange en ordning'),
    },
  });
  const opensSection = form.values.linkType === 'EXTENDED_CONTENT_SECTION_UID';
  const submit = form.onSubmit(async (values) => {
    setGeneral(null);
    if (form.errors.picture) return;
    try {
      const image = values.picture.file
        ? await uploadFile(adminContentApi.uploadPicture, values.picture.file)
        : null;
      await call(
        adminCabinetApi.saveBanner,
        {
          ...(banner ? { uid: banner.uid } : {}),
          title: values.title.trim(),
          text: values.text,
          ...(image ? { imageUid: image.fileUid } : {}),
          imageAlt: values.imageAlt,
          colorTheme: values.colorTheme,
          linkType: values.linkType,
          link: opensSection ? (values.sectionUid ?? '') : values.link.trim(),
          linkText: values.linkText.trim(),
          position: Number(values.position),
        },
        { handleErrors: false },
      );
      notifications.show({ message: banner ? 'Ändringen är sparad.' : 'Bannern är sparad som utkast.' });
      await refreshCabinet();
      onClose();
    } catch (error) {
      showRefusal(
        error,
        (fields) =>
          form.setErrors({
            ...fields,
            picture: fields.content ?? fields.imageUid,
            ...(opensSection ? { sectionUid: fields.link, link: undefined } : {}),
          }),
        setGeneral,
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PictureInput
          label="Bild"
          required
          current={banner?.picture ?? null}
          value={form.values.picture}
          onChange={(picture) => form.setFieldValue('picture', picture)}
          error={form.errors.picture}
          onProblem={(message) => form.setFieldError('picture', message)}
          alt={{
            value: form.values.imageAlt,
            onChange: (text) => form.setFieldValue('imageAlt', text),
            error: form.errors.imageAlt,
          }}
        />
        <TextInput label="Rubrik" withAsterisk {...form.getInputProps('title')} />
        <Textarea label="Text" autosize minRows={2} maxRows={5} {...form.getInputProps('text')} />
        <Input.Wrapper label="Länken leder till" labelElement="div">
          <ChoiceControl
            aria-label="Länken leder till"
            data={linkTypeOrder.map((t) => ({ value: t, label: cabinetLinkTypeLabels[t] }))}
            {...form.getInputProps('linkType')}
          />
        </Input.Wrapper>
        {opensSection ? (
          <Select
            label="Innehållsavsnitt"
            withAsterisk
            placeholder={sections.length === 0 ? 'Skapa ett avsnitt först' : 'Välj avsnitt'}
            description="En publicerad banner kan bara öppna ett publicerat avsnitt."
            data={sections.map((s) => ({ value: s.uid, label: `${s.title}${sectionStateNote[s.state]}` }))}
            nothingFoundMessage="Inga avsnitt"
            {...form.getInputProps('sectionUid')}
          />
        ) : (
          <TextInput
            label={form.values.linkType === 'INTERNAL_LINK' ? 'Sida i Montör' : 'Webbadress'}
            withAsterisk
            placeholder={linkPlaceholders[form.values.linkType]}
            description={
              form.values.linkType === 'INTERNAL_LINK'
                ? 'Sökvägen efter adressen, till exempel /price_lists.'
                : 'Öppnas i en ny flik hos företaget.'
            }
            {...form.getInputProps('link')}
          />
        )}
        <TextInput label="Knapptext" withAsterisk placeholder="Läs mer" {...form.getInputProps('linkText')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Färgtema"
            description="Kortets färg på startsidan."
            allowDeselect={false}
            data={colorThemes.map((t) => ({ value: t, label: colorThemeLabels[t] }))}
            {...form.getInputProps('colorTheme')}
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
        </SimpleGrid>
        <DialogFormEnd
          general={general}
          note={
            banner
              ? 'Ändringen syns för företagen direkt om bannern är publicerad.'
              : 'Bannern sparas som utkast. Publicera den i listan när den är klar.'
          }
          onCancel={onClose}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
