import {
  type CabinetLinkType,
  cabinetLinkProblem,
  cabinetLinkTypes,
  MAX_LINK_LENGTH,
} from '@shared/domain/cabinet-links';
import { colorThemes } from '@shared/domain/colour-themes';
import { messages } from '@shared/domain/validators';
import { z } from 'zod';
import { adminFileRefSchema, adminPictureSchema } from './adminContent.api';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';
import { publicationStates } from './news.api';

/**
 * The provider's administration writes the firms' start page (issue #23, decision 0065): the banners (a
 * picture, a theme and a link of api-spec §4's types), the flipbooks (a cover and a PDF) and the content
 * sections a banner opens. Files are uploaded first with adminContent's upload calls (the request body is
 * the file) and named here by their uid. Every call is the provider admin's; every change is audited.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const required = (max: number) => text(max).trim().min(1, messages.required);
const uidParameter = z.object({ uid: z.uuid() });

/** A banner's or flipbook's place among its kind on the start page: the lower first. */
export const MAX_POSITION = 999;
const position = z.number().int().min(0, 'Ange 0 eller mer').max(MAX_POSITION, `Högst ${MAX_POSITION}`);

const stateRef = z.object({ uid: z.string(), title: z.string(), state: z.enum(publicationStates) });

export const adminSectionSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** Sanitised HTML, as the firms read it. */
  body: z.string(),
  state: z.enum(publicationStates),
  updatedOn: z.string(),
  /** The banners that open it: while there are any it cannot be deleted. */
  usedBy: z.array(stateRef),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

export const adminBannerSchema = z.object({
  uid: z.string(),
  title: z.string(),
  text: z.string(),
  picture: adminPictureSchema,
  colorTheme: z.enum(colorThemes),
  linkType: z.enum(cabinetLinkTypes),
  link: z.string(),
  linkText: z.string(),
  /** The content section an EXTENDED_CONTENT_SECTION_UID banner opens. */
  section: stateRef.nullable(),
  position: z.number().int(),
  state: z.enum(publicationStates),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminFlipbookSchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  cover: adminFileRefSchema,
  file: adminFileRefSchema,
  position: z.number().int(),
  state: z.enum(publicationStates),
});
export type AdminFlipbook = z.infer<typeof adminFlipbookSchema>;

export const adminCabinetSchema = z.object({
  banners: z.array(adminBannerSchema),
  flipbooks: z.array(adminFlipbookSchema),
  sections: z.array(adminSectionSchema),
});
export type AdminCabinet = z.infer<typeof adminCabinetSchema>;

export const cabinetLinkTypeLabels: Record<CabinetLinkType, string> = {
  INTERNAL_LINK: 'Sida i Montör',
  EXTERNAL_LINK: 'Extern webbadress',
  EXTENDED_CONTENT_SECTION_UID: 'Innehållsavsnitt',
};

export const adminCabinetApi = {
  cabinet: defineEndpoint({
    path: '/admin/cabinet',
    method: 'GET',
    summary: 'Startsidans banners, kataloger och innehållsavsnitt, med status',
    access: providerAdmin,
    parameters: z.object({}),
    result: adminCabinetSchema,
  }),
  saveSection: defineEndpoint({
    path: '/admin/cabinet/sections/save',
    method: 'POST',
    summary: 'Skriv ett nytt innehållsavsnitt (utkast) eller ändra ett befintligt; HTML-texten rensas',
    access: providerAdmin,
    parameters: z.object({
      uid: z.uuid().optional(),
      title: required(TEXT.line),
      body: required(TEXT.note),
    }),
    result: z.object({ uid: z.string() }),
  }),
  publishSection: defineEndpoint({
    path: '/admin/cabinet/sections/publish',
    method: 'POST',
    summary: 'Publicera ett innehållsavsnitt så att banners kan öppna det',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminSectionSchema,
  }),
  unpublishSection: defineEndpoint({
    path: '/admin/cabinet/sections/unpublish',
    method: 'POST',
    summary: 'Avpublicera ett innehållsavsnitt som ingen publicerad banner öppnar',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminSectionSchema,
  }),
  deleteSection: defineEndpoint({
    path: '/admin/cabinet/sections/delete',
    method: 'POST',
    summary: 'Ta bort ett innehållsavsnitt som ingen banner länkar till',
    access: providerAdmin,
    parameters: uidParameter,
    result: z.object({ uid: z.string() }),
  }),
  saveBanner: defineEndpoint({
    path: '/admin/cabinet/banners/save',
    method: 'POST',
    summary: 'Spara en ny banner (utkast) med en uppladdad bild, eller ändra en befintlig',
    access: providerAdmin,
    parameters: z
      .object({
        uid: z.uuid().optional(),
        title: required(TEXT.line),
        text: text(500).trim().default(''),
        /** An uploaded picture (adminContent `uploadPicture`); a changed banner keeps its own without it. */
        imageUid: z.uuid().optional(),
        imageAlt: text(TEXT.line).trim().default(''),
        colorTheme: z.enum(colorThemes),
        linkType: z.enum(cabinetLinkTypes),
        link: required(MAX_LINK_LENGTH),
        linkText: required(TEXT.line),
        /** Absent: after the others. */
        position: position.optional(),
      })
      .refine((b) => b.uid !== undefined || b.imageUid !== undefined, {
        path: ['imageUid'],
        message: 'Ladda upp en bild',
      })
      .superRefine((banner, ctx) => {
        const problem = cabinetLinkProblem(banner.linkType, banner.link);
        if (problem) ctx.addIssue({ code: 'custom', path: ['link'], message: problem });
      }),
    result: z.object({ uid: z.string() }),
  }),
  saveFlipbook: defineEndpoint({
    path: '/admin/cabinet/flipbooks/save',
    method: 'POST',
    summary: 'Spara en ny katalog (utkast) med uppladdad PDF och omslag, eller ändra en befintlig',
    access: providerAdmin,
    parameters: z
      .object({
        uid: z.uuid().optional(),
        title: required(TEXT.line),
        description: text(500).trim().default(''),
        /** The cover picture (adminContent `uploadPicture`). */
        imageUid: z.uuid().optional(),
        /** The catalogue's PDF (adminContent `uploadDocumentFile`). */
        fileUid: z.uuid().optional(),
        position: position.optional(),
      })
      .refine((b) => b.uid !== undefined || b.imageUid !== undefined, {
        path: ['imageUid'],
        message: 'Ladda upp en omslagsbild',
      })
      .refine((b) => b.uid !== undefined || b.fileUid !== undefined, {
        path: ['fileUid'],
        message: 'Ladda upp katalogen som PDF',
      }),
    result: z.object({ uid: z.string() }),
  }),
  publishItem: defineEndpoint({
    path: '/admin/cabinet/items/publish',
    method: 'POST',
    summary: 'Publicera en banner eller katalog på startsidan',
    access: providerAdmin,
    parameters: uidParameter,
    result: z.object({ uid: z.string(), state: z.enum(publicationStates) }),
  }),
  unpublishItem: defineEndpoint({
    path: '/admin/cabinet/items/unpublish',
    method: 'POST',
    summary: 'Avpublicera en banner eller katalog från startsidan',
    access: providerAdmin,
    parameters: uidParameter,
    result: z.object({ uid: z.string(), state: z.enum(publicationStates) }),
  }),
  deleteItem: defineEndpoint({
    path: '/admin/cabinet/items/delete',
    method: 'POST',
    summary: 'Ta bort en banner eller katalog med dess filer',
    access: providerAdmin,
    parameters: uidParameter,
    result: z.object({ uid: z.string() }),
  }),
};
