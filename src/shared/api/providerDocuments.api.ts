import { type CabinetLinkType, cabinetLinkTypes } from '@shared/domain/cabinet-links';
import { type ColorTheme, colorThemes } from '@shared/domain/colour-themes';
import { z } from 'zod';
import { defineEndpoint, type Endpoint, fileResult } from './endpoint';

/**
 * The provider's published content (issue #22, api-spec §3.14, §7.3; decision 0056): instruction documents,
 * downloadable files, documents per type (terms, privacy policy, credit application) and the start page's
 * cabinet of banners and flipbooks. Every file is served by `providerFile` (its `link`): bytes, never
 * base64 in JSON. Only what the provider has PUBLISHED is answered.
 */

/** The documents a provider publishes one of per type (`GET /binaryDocuments?docTypes`). */
export const providerDocTypes = [
  'GENERAL_TERMS',
  'PRIVACY_POLICY',
  'CREDIT_APPLICATION',
  'COOKIE_POLICY',
] as const;
export type ProviderDocType = (typeof providerDocTypes)[number];

export const providerDocTypeLabels: Record<ProviderDocType, string> = {
  GENERAL_TERMS: 'Allmänna leveransvillkor',
  PRIVACY_POLICY: 'Integritetspolicy',
  CREDIT_APPLICATION: 'Kreditansökan',
  COOKIE_POLICY: 'Cookiepolicy',
};

export type { CabinetLinkType, ColorTheme };

/** api-spec §3.14 document link: a file the provider publishes (`link` serves its bytes). */
export const documentLinkSchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  link: z.string(),
  /** YYYY-MM-DD: when the provider last replaced the file. */
  updatedOn: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** An instruction document: a document link in the provider's group (golvbrunnar, värmepumpar …). */
export const instructionDocumentSchema = documentLinkSchema.extend({ category: z.string() });
export type InstructionDocument = z.infer<typeof instructionDocumentSchema>;

/** api-spec §3.14 type document. */
export const typeDocumentSchema = z.object({
  title: z.string(),
  contentType: z.string(),
  docType: z.enum(providerDocTypes),
  link: z.string(),
});
export type TypeDocument = z.infer<typeof typeDocumentSchema>;

/**
 * api-spec §3.14 banner. `type` says what `link` is: an address outside (EXTERNAL_LINK), a path in the
 * app (INTERNAL_LINK) or the uid of a content section (EXTENDED_CONTENT_SECTION_UID).
 */
export const bannerSchema = z.object({
  uid: z.string(),
  title: z.string(),
  text: z.string(),
  imageLink: z.string(),
  type: z.enum(cabinetLinkTypes),
  link: z.string(),
  linkText: z.string(),
  colorTheme: z.enum(colorThemes),
  /** What the picture shows; empty when it is decoration beside the text (decision 0065). */
  imageAlt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A flipbook: the provider's digital catalogue or brochure, a cover picture and its PDF. */
export const flipbookSchema = z.object({
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  imageLink: z.string(),
  link: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});
export type Flipbook = z.infer<typeof flipbookSchema>;

export const cabinetPageContentSchema = z.object({
  banners: z.array(bannerSchema),
  flipbooks: z.array(flipbookSchema),
});
export type CabinetPageContent = z.infer<typeof cabinetPageContentSchema>;

/** A published content section; `body` is HTML sanitised by the server. */
export const contentSectionSchema = z.object({
  uid: z.string(),
  title: z.string(),
  body: z.string(),
  updatedOn: z.string(),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** `docTypes=A,B` or repeated `docTypes`: the query parser gives text or a list. */
const queryDocTypes = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(providerDocTypes)).max(providerDocTypes.length),
);

export const providerDocumentsApi = {
  instructions: defineEndpoint({
    path: '/content/instructions',
    method: 'GET',
    summary: 'Grossistens instruktioner och manualer',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: z.object({ items: z.array(instructionDocumentSchema) }),
  }),
  downloadableFiles: defineEndpoint({
    path: '/content/downloadableFilesList',
    method: 'GET',
    summary: 'Blanketter och filer att ladda ner från grossisten',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: z.object({ items: z.array(documentLinkSchema) }),
  }),
  binaryDocuments: defineEndpoint({
    path: '/binaryDocuments',
    method: 'GET',
    summary: 'Grossistens dokument per typ (villkor, integritetspolicy, kreditansökan)',
    access: { kind: 'employee' },
    parameters: z.object({ docTypes: queryDocTypes.optional() }),
    result: z.object({ items: z.array(typeDocumentSchema) }),
  }),
  cabinetPageContent: defineEndpoint({
    path: '/cabinetPageContent',
    method: 'GET',
    summary: 'Startsidans banners och bläddringsbara kataloger',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: cabinetPageContentSchema,
  }),
  contentSection: defineEndpoint({
    path: '/content/extendedContentSection',
    method: 'GET',
    summary: 'Ett publicerat innehållsavsnitt från grossisten',
    access: { kind: 'employee' },
    parameters: z.object({ uid: z.uuid() }),
    result: contentSectionSchema,
  }),
  providerFile: defineEndpoint({
    path: '/content/providerFile/:uid',
    method: 'GET',
    summary: 'En publicerad fil från grossisten (dokument, katalog eller bild)',
    access: { kind: 'employee' },
    parameters: z.object({ uid: z.uuid() }),
    result: fileResult(),
  }),
} satisfies Record<string, Endpoint>;
