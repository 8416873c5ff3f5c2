import { MAX_PICTURE_BYTES } from '@shared/domain/published-picture';
import { surveyTypes } from '@shared/domain/surveys';
import { messages } from '@shared/domain/validators';
import { z } from 'zod';
import { firmRefSchema } from './administration.api';
import { defineEndpoint, fileResult } from './endpoint';
import { TEXT, text } from './limits';
import { publicationStates } from './news.api';
import { providerDocTypes } from './providerDocuments.api';

/**
 * The provider's administration publishes what the firms read (issue #23, decision 0060): messages to all
 * or chosen firms first. Every call is the provider admin's (403 to a firm's employee, its ADMIN too), and
 * every change is written to the audit log with what it was before and after.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const required = (max: number) => text(max).trim().min(1, messages.required);

/** How the body was written: HTML from an editor, or plain text whose blank lines part paragraphs. */
export const bodyFormats = ['HTML', 'TEXT'] as const;
export type BodyFormat = (typeof bodyFormats)[number];

export const adminMessageSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** The body as the firms will see it: sanitised HTML. */
  body: z.string(),
  state: z.enum(publicationStates),
  toAllFirms: z.boolean(),
  /** The chosen firms; empty when the message goes to all. */
  recipients: z.array(firmRefSchema),
  /** How many firms see it once published: all the provider's firms, or the chosen ones. */
  recipientCount: z.number().int(),
  /** When it was published (the firms' date of the message); null for a draft never published. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/**
 * A picture (or PDF) the provider uploaded: `link` shows it to the administrator at any state, unlike the
 * firms' address, which answers only while the content using it is published.
 */
export const adminFileRefSchema = z.object({ uid: z.string(), fileName: z.string(), link: z.string() });
export type AdminFileRef = z.infer<typeof adminFileRefSchema>;

/** An uploaded picture with what it shows (its alt text; empty when it is decoration). */
export const adminPictureSchema = adminFileRefSchema.extend({ alt: z.string() });
export type AdminPicture = z.infer<typeof adminPictureSchema>;

export const adminNewsSchema = z.object({
  uid: z.string(),
  title: z.string(),
  /** The day the firms see it from, once it is published. */
  publishDate: z.string(),
  /** Sanitised HTML, as the firms will see it. */
  body: z.string(),
  /** The picture uploaded here (decision 0065), shown first; null without one. */
  picture: adminPictureSchema.nullable(),
  /** Pictures the news had from elsewhere (the demo data's catalogue pictures), after the uploaded one. */
  imageLinks: z.array(z.string()),
  state: z.enum(publicationStates),
  createdAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

/** The lists a provider's document is published in: instructions (by category), files, type documents. */
export const documentSections = ['INSTRUCTION', 'DOWNLOADABLE', 'TYPE_DOCUMENT'] as const;
export type DocumentSection = (typeof documentSections)[number];

/** The largest PDF the provider uploads: a product catalogue of a few hundred pages. */
export const MAX_DOCUMENT_BYTES = 30 * 1024 * 1024;

export const adminDocumentSchema = z.object({
  uid: z.string(),
  section: z.enum(documentSections),
  docType: z.enum(providerDocTypes).nullable(),
  category: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  updatedOn: z.string(),
  state: z.enum(publicationStates),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminPriceListSettingsSchema = z.object({
  mainPriceListDate: z.string().nullable(),
  netPriceListDate: z.string().nullable(),
  saleTerms: z
    .object({
      title: z.string(),
      sections: z.array(z.object({ heading: z.string(), text: z.string() })),
      updatedOn: z.string(),
    })
    .nullable(),
});
export type AdminPriceListSettings = z.infer<typeof adminPriceListSettingsSchema>;

const listDate = z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' }).nullable();

const senderFirmSchema = z.object({ code: z.string(), name: z.string() }).nullable();

export const adminFeedbackSchema = z.object({
  uid: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  type: z.string(),
  message: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  firm: senderFirmSchema,
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminSurveySchema = z.object({
  uid: z.string(),
  type: z.enum(surveyTypes),
  title: z.string(),
  active: z.boolean(),
  answerCount: z.number().int(),
});
export type AdminSurvey = z.infer<typeof adminSurveySchema>;

export const adminSurveyAnswersSchema = z.object({
  survey: z.object({ uid: z.string(), title: z.string() }),
  /** The survey's questions in order; each answer's `values` follow them. */
  fields: z.array(z.object({ uid: z.string(), title: z.string() })),
  items: z.array(
    z.object({
      uid: z.string(),
      createdAt: z.string(),
      firm: senderFirmSchema,
      employeeName: z.string().nullable(),
      values: z.array(z.string()),
    }),
  ),
});
export type AdminSurveyAnswers = z.infer<typeof adminSurveyAnswersSchema>;

const uidParameter = z.object({ uid: z.uuid() });

export const adminContentApi = {
  messages: defineEndpoint({
    path: '/admin/content/messages',
    method: 'GET',
    summary: 'Leverantörens meddelanden till företagen, med status och antal mottagare',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminMessageSchema) }),
  }),
  saveMessage: defineEndpoint({
    path: '/admin/content/messages/save',
    method: 'POST',
    summary: 'Skriv ett nytt meddelande (utkast) eller ändra ett befintligt',
    access: providerAdmin,
    parameters: z
      .object({
        /** Absent: a new draft. */
        uid: z.uuid().optional(),
        title: required(TEXT.line),
        body: required(TEXT.note),
        bodyFormat: z.enum(bodyFormats).default('HTML'),
        toAllFirms: z.boolean(),
        firmUids: z.array(z.uuid()).max(5000).default([]),
      })
      .refine((m) => m.toAllFirms || m.firmUids.length > 0, {
        path: ['firmUids'],
        message: 'Välj minst ett företag, eller skicka till alla',
      }),
    result: z.object({ uid: z.string() }),
  }),
  publishMessage: defineEndpoint({
    path: '/admin/content/messages/publish',
    method: 'POST',
    summary: 'Publicera ett meddelande: mottagarna ser det från nu',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminMessageSchema,
  }),
  unpublishMessage: defineEndpoint({
    path: '/admin/content/messages/unpublish',
    method: 'POST',
    summary: 'Avpublicera ett meddelande: företagen ser det inte längre',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminMessageSchema,
  }),
  news: defineEndpoint({
    path: '/admin/content/news',
    method: 'GET',
    summary: 'Leverantörens nyheter, med status',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminNewsSchema) }),
  }),
  saveNews: defineEndpoint({
    path: '/admin/content/news/save',
    method: 'POST',
    summary: 'Skriv en ny nyhet (utkast) eller ändra en befintlig',
    access: providerAdmin,
    parameters: z.object({
      uid: z.uuid().optional(),
      title: required(TEXT.line),
      publishDate: z.iso.date({ error: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)' }),
      body: required(TEXT.note),
      bodyFormat: z.enum(bodyFormats).default('HTML'),
      /** An uploaded picture (`uploadPicture`); null takes the picture away, absent keeps it. */
      pictureUid: z.uuid().nullable().optional(),
      /** What the picture shows, for those who cannot see it. */
      imageAlt: text(TEXT.line).trim().default(''),
    }),
    result: z.object({ uid: z.string() }),
  }),
  publishNews: defineEndpoint({
    path: '/admin/content/news/publish',
    method: 'POST',
    summary: 'Publicera en nyhet: företagen ser den från publiceringsdagen',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminNewsSchema,
  }),
  unpublishNews: defineEndpoint({
    path: '/admin/content/news/unpublish',
    method: 'POST',
    summary: 'Avpublicera en nyhet: företagen ser den inte längre',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminNewsSchema,
  }),
  documents: defineEndpoint({
    path: '/admin/content/documents',
    method: 'GET',
    summary: 'Instruktioner, nedladdningsbara filer och typdokument, med status',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminDocumentSchema) }),
  }),
  uploadDocumentFile: defineEndpoint({
    path: '/admin/content/documents/file',
    method: 'POST',
    summary:
      'Ladda upp en PDF (högst 30 MB) som request-kropp; svarar med filens id att spara dokumentet med',
    access: providerAdmin,
    parameters: z.object({ content: z.instanceof(Uint8Array, { error: 'Välj en PDF-fil' }) }),
    bodyLimit: MAX_DOCUMENT_BYTES + 1024,
    result: z.object({ fileUid: z.string() }),
  }),
  uploadPicture: defineEndpoint({
    path: '/admin/content/pictures/file',
    method: 'POST',
    summary:
      'Ladda upp en bild (PNG, JPEG eller WebP, högst 5 MB) som request-kropp; svarar med filens id att spara med',
    access: providerAdmin,
    parameters: z.object({ content: z.instanceof(Uint8Array, { error: 'Välj en bildfil' }) }),
    bodyLimit: MAX_PICTURE_BYTES + 1024,
    result: z.object({ fileUid: z.string() }),
  }),
  file: defineEndpoint({
    path: '/admin/content/files/:uid',
    method: 'GET',
    summary: 'En av grossistens uppladdade filer (bild eller PDF), oavsett om den är publicerad',
    access: providerAdmin,
    parameters: uidParameter,
    result: fileResult(),
  }),
  saveDocument: defineEndpoint({
    path: '/admin/content/documents/save',
    method: 'POST',
    summary: 'Spara ett nytt dokument (utkast) med en uppladdad PDF, eller ändra ett befintligt',
    access: providerAdmin,
    parameters: z
      .object({
        uid: z.uuid().optional(),
        section: z.enum(documentSections),
        docType: z.enum(providerDocTypes).optional(),
        category: text(TEXT.line).trim().optional(),
        title: required(TEXT.line),
        description: text(2000).trim().default(''),
        /** A new document needs one; a changed document keeps its PDF without it. */
        fileUid: z.uuid().optional(),
      })
      .refine((d) => d.section !== 'TYPE_DOCUMENT' || d.docType !== undefined, {
        path: ['docType'],
        message: 'Välj dokumenttyp',
      })
      .refine((d) => d.uid !== undefined || d.fileUid !== undefined, {
        path: ['fileUid'],
        message: 'Ladda upp en PDF',
      }),
    result: z.object({ uid: z.string() }),
  }),
  publishDocument: defineEndpoint({
    path: '/admin/content/documents/publish',
    method: 'POST',
    summary: 'Publicera ett dokument för alla kundföretag',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminDocumentSchema,
  }),
  unpublishDocument: defineEndpoint({
    path: '/admin/content/documents/unpublish',
    method: 'POST',
    summary: 'Avpublicera ett dokument: listan och länken till filen försvinner för företagen',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminDocumentSchema,
  }),
  priceListSettings: defineEndpoint({
    path: '/admin/content/priceLists',
    method: 'GET',
    summary: 'Prislistornas datum och försäljningsvillkoren',
    access: providerAdmin,
    parameters: z.object({}),
    result: adminPriceListSettingsSchema,
  }),
  savePriceListDates: defineEndpoint({
    path: '/admin/content/priceLists/dates',
    method: 'POST',
    summary: 'Ange bruttoprislistans och nettoprislistans datum',
    access: providerAdmin,
    parameters: z.object({ mainPriceListDate: listDate, netPriceListDate: listDate }),
    result: adminPriceListSettingsSchema,
  }),
  saveSaleTerms: defineEndpoint({
    path: '/admin/content/priceLists/saleTerms',
    method: 'POST',
    summary: 'Ändra försäljningsvillkoren som prislistesidan visar',
    access: providerAdmin,
    parameters: z.object({
      title: required(TEXT.line),
      sections: z
        .array(z.object({ heading: required(TEXT.line), text: required(TEXT.note) }))
        .min(1, 'Skriv minst ett avsnitt')
        .max(50),
    }),
    result: adminPriceListSettingsSchema,
  }),
  feedback: defineEndpoint({
    path: '/admin/content/feedback',
    method: 'GET',
    summary: 'Inkomna synpunkter, nyaste först',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminFeedbackSchema) }),
  }),
  exportFeedback: defineEndpoint({
    path: '/admin/content/feedback/export',
    method: 'GET',
    summary: 'Inkomna synpunkter som CSV-fil (UTF-8 med BOM, semikolon)',
    access: providerAdmin,
    parameters: z.object({}),
    result: fileResult(),
  }),
  surveys: defineEndpoint({
    path: '/admin/content/surveys',
    method: 'GET',
    summary: 'Enkäter och formulär med antal svar (även gästkonton och skolförfrågningar)',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(adminSurveySchema) }),
  }),
  surveyAnswers: defineEndpoint({
    path: '/admin/content/surveys/answers',
    method: 'GET',
    summary: 'En enkäts svar, nyaste först',
    access: providerAdmin,
    parameters: uidParameter,
    result: adminSurveyAnswersSchema,
  }),
  exportSurveyAnswers: defineEndpoint({
    path: '/admin/content/surveys/export',
    method: 'GET',
    summary: 'En enkäts svar som CSV-fil (UTF-8 med BOM, semikolon)',
    access: providerAdmin,
    parameters: uidParameter,
    result: fileResult(),
  }),
};
