import { clientDecisions, clientLinkStates } from '@shared/domain/documents/client-link';
import { documentTypes } from '@shared/domain/documents/document-kinds';
import { z } from 'zod';
import { anyDocumentAccess } from './documents/engine.api';
import { defineEndpoint, fileResult } from './endpoint';
import { TEXT, text } from './limits';

/**
 * The client's link (issue #21, decision 0043). The firm makes a personal link for an offer, an ÄTA or an
 * invoice (the kinds whose definition has `clientLink`), by itself or with the e-mail (`includeClientLink`
 * of `sendPdfToEmail`); the client opens `/lank/<token>` without a login, sees the document as the CLIENT
 * layout prints it and, on an offer or ÄTA, accepts or declines it. The token is shown once, when the link
 * is made; only its hash is stored. Every public call answers a wrong, expired or revoked token with the
 * same neutral 404 (code CLIENT_LINK_UNAVAILABLE) and a burst of calls with 429 (RATE_LIMITED).
 */

const docRef = { docType: z.enum(documentTypes), docUid: z.uuid() };

/**
 * Our tokens are 32 random bytes in base64url (43 characters), but any text up to the limit reaches the
 * server, so a malformed token gets the same neutral answer (and the same rate limit) as a wrong one.
 */
const token = text(100);

export const clientDecisionSchema = z.object({
  decision: z.enum(clientDecisions),
  /** The name the client typed. */
  name: z.string(),
  comment: z.string(),
  decidedAt: z.string(),
  /** The document's sum the client decided on: its "Att betala" then, in öre. */
  payableOre: z.number().int(),
  /** Its version number then, and whether the document is still as it was (else a new decision is needed). */
  documentVersion: z.number().int(),
  current: z.boolean(),
  /** The address the decision came from, for the firm's record (never shown on the public page). */
  ip: z.string(),
});
export type ClientDecisionRecord = z.infer<typeof clientDecisionSchema>;

/** One link as the firm sees it: never its token, which only the client's address carries. */
export const clientLinkSchema = z.object({
  uid: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The e-mail it went with, or null when it was made to be handed over otherwise. */
  recipient: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  /** Open to the client: neither revoked nor expired. */
  open: z.boolean(),
});
export type ClientLink = z.infer<typeof clientLinkSchema>;

/**
 * The document's state for the editor: null `state` when no link was ever made. `text` is ready to show
 * ("Accepterad av Karin Ek 2026-11-24 14:03"); `decidedBy`/`decidedAt` are the current decision's.
 */
export const clientLinkStateSchema = z.object({
  state: z.enum(clientLinkStates).nullable(),
  text: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The client decided on an earlier version: the document changed since and needs a new decision. */
  changedSinceDecision: z.boolean(),
});
export type ClientLinkStateView = z.infer<typeof clientLinkStateSchema>;

export const clientLinkOverviewSchema = z.object({
  /** The kind's definition: NONE has no link (the editor shows nothing). */
  mode: z.enum(['NONE', 'VIEW', 'DECIDE']),
  status: clientLinkStateSchema,
  links: z.array(clientLinkSchema),
  /** Every decision, newest first. */
  decisions: z.array(clientDecisionSchema),
});
export type ClientLinkOverview = z.infer<typeof clientLinkOverviewSchema>;

/** Who the document is from or to on the public page: a name and address lines. */
const partySchema = z.object({ name: z.string(), lines: z.array(z.string()) });

/** One printed line of the CLIENT layout: sales figures only (never purchase price, markup or margin). */
export const publicLineSchema = z.object({
  type: z.enum(['ITEM', 'COMMENT']),
  /** The article or RSK number, when the firm prints them. */
  code: z.string().nullable(),
  description: z.string(),
  comment: z.string(),
  /** Thousandths of the unit. */
  quantity: z.number().int(),
  unit: z.string(),
  /** The unit price as printed, in öre; null on a comment row. */
  unitPriceOre: z.number().int().nullable(),
  /** The line's discount as printed ("10 %", "50,00"), empty without. */
  discount: z.string(),
  sumOre: z.number().int().nullable(),
});
export type PublicLine = z.infer<typeof publicLineSchema>;

export const publicTotalsSchema = z.object({
  /** Sum excluding VAT after the document discount. */
  netSumOre: z.number().int(),
  docMaterialsDiscountOre: z.number().int(),
  vat: z.array(z.object({ rateBp: z.number().int(), baseOre: z.number().int(), vatOre: z.number().int() })),
  vatSumOre: z.number().int(),
  totalSumOre: z.number().int(),
  roundingOre: z.number().int(),
  /** The ROT deduction taken off (0 without ROT). */
  taxDeductionOre: z.number().int(),
  totalPayableSumOre: z.number().int(),
  reverseTaxLiability: z.boolean(),
});

/** An invoice's payment details: the giro accounts, the OCR and the payment QR (issue #16). */
export const publicPaymentSchema = z.object({
  giro: z.array(z.object({ label: z.string(), value: z.string() })),
  ocr: z.string().nullable(),
  dueDate: z.string().nullable(),
  payableOre: z.number().int(),
  /** The QR as an SVG data address for an `<img>`, and what to scan it with. */
  qr: z.object({ imageDataUrl: z.string(), caption: z.string() }).nullable(),
});

export const publicDocumentSchema = z.object({
  firm: z.object({
    name: z.string(),
    /** The firm's logo as a data address, or null. */
    logoDataUrl: z.string().nullable(),
    /** The footer's columns as the printout has them (address, phone, giro, org.nr, F-skatt). */
    details: z.array(z.array(z.string())),
  }),
  document: z.object({
    docType: z.enum(documentTypes),
    /** "Offert", "ÄTA / fakturaunderlag", "Faktura". */
    kindLabel: z.string(),
    number: z.number().int().nullable(),
    title: z.string(),
    /** The header's text printed under the title. */
    notes: z.string(),
    mark: z.string(),
    object: z.string(),
    docDate: z.string(),
    validTill: z.string().nullable(),
    dueDate: z.string().nullable(),
    buyer: partySchema,
    /** The place of work, when not the buyer's address. */
    site: partySchema.nullable(),
    ourReference: z.string(),
    lines: z.array(publicLineSchema),
    totals: publicTotalsSchema,
    payment: publicPaymentSchema.nullable(),
  }),
  /** VIEW: shown only; DECIDE: may be accepted or declined while `decision` is null. */
  mode: z.enum(['VIEW', 'DECIDE']),
  /** The client's decision on this version, if any (no IP address). */
  decision: z
    .object({ decision: z.enum(clientDecisions), name: z.string(), decidedAt: z.string() })
    .nullable(),
  expiresAt: z.string(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

const publicAccess = { kind: 'visitor' } as const;

const decisionParameters = z.object({
  token,
  name: text(TEXT.line).refine((s) => s.trim() !== '', 'Skriv ditt namn'),
  comment: text(2000).default(''),
});

export const clientLinksApi = {
  /** The document's links, decisions and state for the editor's card; a kind without links answers mode NONE. */
  overview: defineEndpoint({
    path: '/doc/clientLinks',
    method: 'GET',
    summary: 'Dokumentets kundlänkar, kundens beslut och läget (skickad, öppnad, accepterad, avböjd)',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: clientLinkOverviewSchema,
  }),
  /**
   * A new link: `url` is the address to give the client, shown this once. Refused for a kind without
   * links (CLIENT_LINK_NOT_OF_KIND) and for an expired offer (CLIENT_LINK_EXPIRED_DOCUMENT, `validTill`).
   */
  create: defineEndpoint({
    path: '/doc/clientLinks/create',
    method: 'POST',
    summary: 'Skapa en personlig länk till dokumentet för kunden',
    access: anyDocumentAccess,
    parameters: z.object(docRef),
    result: z.object({ url: z.string(), link: clientLinkSchema, overview: clientLinkOverviewSchema }),
  }),
  revoke: defineEndpoint({
    path: '/doc/clientLinks/revoke',
    method: 'POST',
    summary: 'Återkalla en kundlänk: kunden kan inte längre öppna den',
    access: anyDocumentAccess,
    parameters: z.object({ ...docRef, linkUid: z.uuid() }),
    result: clientLinkOverviewSchema,
  }),
  /** The public page's document; the first call marks the link opened and tells the firm. */
  view: defineEndpoint({
    path: '/public/clientLink/:token',
    method: 'GET',
    summary: 'Dokumentet bakom en kundlänk, som kunden ser det',
    access: publicAccess,
    parameters: z.object({ token }),
    result: publicDocumentSchema,
  }),
  /** The CLIENT layout's PDF, answered as the file (open the address in a tab). */
  pdf: defineEndpoint({
    path: '/public/clientLink/:token/pdf',
    method: 'GET',
    summary: 'Dokumentet bakom en kundlänk som PDF',
    access: publicAccess,
    parameters: z.object({ token }),
    result: fileResult(),
  }),
  /**
   * The client accepts the document as it is now: name, time, address, version and sum are recorded.
   * Refused when already decided on this version (CLIENT_LINK_ALREADY_DECIDED) or on a VIEW kind.
   */
  accept: defineEndpoint({
    path: '/public/clientLink/:token/accept',
    method: 'POST',
    summary: 'Kunden accepterar dokumentet',
    access: publicAccess,
    parameters: decisionParameters,
    result: publicDocumentSchema,
  }),
  decline: defineEndpoint({
    path: '/public/clientLink/:token/decline',
    method: 'POST',
    summary: 'Kunden avböjer dokumentet',
    access: publicAccess,
    parameters: decisionParameters,
    result: publicDocumentSchema,
  }),
} as const;
