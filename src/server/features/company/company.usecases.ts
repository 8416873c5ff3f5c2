import { createHash } from 'node:crypto';
import type { CompanyProfile, CompanySettings } from '@shared/api/company.api';
import type { ApiMessage, FileBody } from '@shared/api/endpoint';
import { type VvsGuidenRegistration, vvsGuidenNotRegistered } from '@shared/api/vvsGuiden.api';
import {
  chartOfAccountsTypeLabels,
  companyMessages,
  customerServicesTypeLabels,
  deliveryTypeLabels,
  normalizeCompanySettings,
  qrPaymentMethodLabels,
  validateCompanySettings,
  vatRatesBp,
} from '@shared/domain/company-settings';
import { fiscalPeriods } from '@shared/domain/fiscal-year';
import { formatDate } from '@shared/domain/format';
import {
  checkImage,
  type ImageType,
  imageMessages,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE_PX,
} from '@shared/domain/image-type';
import { numberedDocTypeLabels, numberedDocTypes } from '@shared/domain/number-series';
import { openStateAt } from '@shared/domain/opening-hours';
import { ownPriceModeLabels } from '@shared/domain/own-price';
import { imageSize } from 'image-size';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, StoreDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid } from '../../platform/http/validation';
import { clientNumbering } from '../clients';
import { companyErrors } from './company.errors';
import { toCompanySettings, toFirmColumns, toStoredSettings } from './company.mapper';
import {
  deleteImage,
  findCompany,
  findImage,
  findImageHash,
  findSeriesConfig,
  listProviderWarehouses,
  previewDocumentNumbers,
  saveImage,
  saveSeriesConfig,
  updateFirmColumns,
  writeSettings,
} from './company.repository';
import type { CompanyImageKind } from './company.table';

const IMAGE_PATH = { LOGO: 'logo', FOOTER: 'footer' } as const satisfies Record<CompanyImageKind, string>;

/** Where the browser (and only an employee of the firm) fetches a picture; a new picture, a new address. */
export function companyImageLink(firmId: string, kind: CompanyImageKind, sha256: string): string {
  return `/files/company/${firmId}/${IMAGE_PATH[kind]}/${sha256.slice(0, 16)}`;
}

/**
 * The firm's listing in VVS-guiden as the settings see it (decision 0057). The vvsGuiden feature gives
 * it (app.ts), since it reads these settings and this feature must not depend on it back.
 */
export interface DirectoryListing {
  registration(args: { deps: AppDeps; firmId: string }): Promise<VvsGuidenRegistration>;
  /**
   * Before a valid save: sends the listing's changes to the directory, telling the user in `messages`;
   * throws to refuse the save (an address the directory has given to someone else).
   */
  beforeSave(args: {
    deps: AppDeps;
    firmId: string;
    previous: CompanySettings;
    settings: CompanySettings;
    messages: ApiMessage[];
  }): Promise<void>;
}

const noListing: DirectoryListing = {
  registration: async () => vvsGuidenNotRegistered,
  beforeSave: async () => undefined,
};

async function loadCompany(db: Db, firmId: string) {
  const company = await findCompany(db, firmId);
  if (!company) throw httpErrors.NOT_FOUND();
  return company;
}

/** The firm's settings for other features (document printing, accounting, QR codes). */
export async function getCompanySettings({
  deps: { db },
  firmId,
}: {
  deps: StoreDeps;
  firmId: string;
}): Promise<CompanySettings> {
  const { firm, warehouseCode, settings } = await loadCompany(db, firmId);
  return toCompanySettings({
    stored: settings?.settings ?? {},
    firm,
    warehouseCode,
    series: await findSeriesConfig(db, firmId),
    joint: settings?.jointInvoiceNumbering ?? false,
  });
}

export async function getCompanyProfile({
  deps,
  firmId,
  editable,
  listing = noListing,
}: {
  deps: AppDeps;
  firmId: string;
  editable: boolean;
  listing?: DirectoryListing;
}): Promise<CompanyProfile> {
  const { db } = deps;
  const { firm, settings } = await loadCompany(db, firmId);
  const options = new Set(firm.siteOptions);
  const footerHash = await findImageHash(db, firmId, 'FOOTER');
  const docsNumbering = await previewDocumentNumbers({ db, firmId });
  return {
    version: settings?.version ?? 0,
    editable,
    settings: await getCompanySettings({ deps, firmId }),
    info: {
      customerUid: firm.id,
      customerCode: firm.code,
      accessLevel: firm.accessLevel,
      active: firm.active,
      onlyAdminsCanOrder: firm.onlyAdminsCanOrder,
      eInvoiceEnabled: options.has('E_INVOICE'),
      accountingEnabled: options.has('SIE'),
      paymentRemindersEnabled: options.has('PAYMENT_REMINDERS'),
      discountBp: firm.customerDiscountBp,
      createdDate: formatDate(firm.createdAt),
      modifiedDate: formatDate(settings?.updatedAt ?? firm.updatedAt),
      customerLogoLink: firm.logoLink,
      documentsFooterImageLink: footerHash ? companyImageLink(firmId, 'FOOTER', footerHash) : null,
      numbering: {
        ...(await clientNumbering({ db, firmId })),
        docsNumbering: Object.fromEntries(
          numberedDocTypes.map((type) => [type, docsNumbering[type]]),
        ) as CompanyProfile['info']['numbering']['docsNumbering'],
      },
      vvsguiden: await listing.registration({ deps, firmId }),
    },
  };
}

/**
 * Stores the settings if nobody saved since `newVersion` was read: the JSON document, the firm's columns
 * the session reads and the number series' minimum and fill-gaps choice, in one transaction. The demo
 * seed stores its settings through here too, so they pass the same rules.
 */
export async function applyCompanySettings({
  deps: { db, clock },
  firmId,
  employeeId,
  newVersion,
  data,
}: {
  deps: StoreDeps;
  firmId: string;
  employeeId: string | null;
  newVersion: number;
  data: CompanySettings;
}): Promise<void> {
  const now = clock.now();
  assertValid(validateCompanySettings(data), 'data');
  const settings = normalizeCompanySettings(data);
  let warehouseId: string | null = null;
  if (settings.warehouseCode) {
    const warehouse = (await listProviderWarehouses(db, firmId)).find(
      (w) => w.code === settings.warehouseCode,
    );
    if (!warehouse) assertValid([{ field: 'warehouseCode', message: companyMessages.warehouse }], 'data');
    warehouseId = warehouse!.id;
  }
  await withTransaction(db, async (tx) => {
    const version = await writeSettings(tx, firmId, newVersion, {
      settings: toStoredSettings(settings),
      jointInvoiceNumbering: settings.numbering.jointNumberingForInvoicesEnabled,
      updatedBy: employeeId,
      now,
    });
    if (version === null) throw httpErrors.VERSION_CONFLICT();
    await updateFirmColumns(tx, firmId, toFirmColumns(settings, warehouseId), now);
    for (const type of numberedDocTypes) {
      await saveSeriesConfig(tx, firmId, type, settings.numbering.docsNumbering[type]);
    }
    await saveSeriesConfig(tx, firmId, 'CLIENT', {
      minNumber: settings.numbering.clientMinNumber,
      fillGaps: false,
    });
  });
}

export async function saveCompanyProfile({
  deps,
  firmId,
  employeeId,
  newVersion,
  data,
  listing = noListing,
  messages,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  newVersion: number;
  data: CompanySettings;
  listing?: DirectoryListing;
  messages: ApiMessage[];
}): Promise<CompanyProfile> {
  assertValid(validateCompanySettings(data), 'data');
  const previous = await getCompanySettings({ deps, firmId });
  const settings = normalizeCompanySettings(data);
  await listing.beforeSave({ deps, firmId, previous, settings, messages });
  await applyCompanySettings({ deps, firmId, employeeId, newVersion, data });
  return getCompanyProfile({ deps, firmId, editable: true, listing });
}

const option = <T>(value: T, label: string) => ({ value, label });

export async function companyFormConfig({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  const warehouses = await listProviderWarehouses(deps.db, firmId);
  return {
    warehouses: warehouses.map(({ id: _id, openingHours, ...w }) => ({
      ...w,
      openState: openStateAt(openingHours, deps.clock.now()),
    })),
    deliveryTypes: Object.entries(deliveryTypeLabels).map(([v, l]) =>
      option(v as keyof typeof deliveryTypeLabels, l),
    ),
    vatRates: vatRatesBp.map((bp) => option<number>(bp, `${bp / 100} %`)),
    ownPricesModes: Object.entries(ownPriceModeLabels).map(([v, l]) =>
      option(v as keyof typeof ownPriceModeLabels, l),
    ),
    chartOfAccountsTypes: Object.entries(chartOfAccountsTypeLabels).map(([v, l]) =>
      option(v as keyof typeof chartOfAccountsTypeLabels, l),
    ),
    qrPaymentMethods: Object.entries(qrPaymentMethodLabels).map(([v, l]) =>
      option(v as keyof typeof qrPaymentMethodLabels, l),
    ),
    customerServicesTypes: Object.entries(customerServicesTypeLabels).map(([v, l]) =>
      option(v as keyof typeof customerServicesTypeLabels, l),
    ),
    documentTypes: numberedDocTypes.map((type) => option(type, numberedDocTypeLabels[type])),
    maxImageBytes: MAX_IMAGE_BYTES,
  };
}

const DECODED_TYPE: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
/** Signature and a whole IHDR chunk: the least a PNG holds before its pixels. */
const MIN_PNG_BYTES = 33;

/**
 * The first bytes only name a type (`FF D8 FF 00` starts like a JPEG): the header is decoded too, and
 * must be of that type with a size a picture can have, before the file is stored (decision 0023).
 */
function headerProblem(content: Uint8Array, type: ImageType): string | null {
  if (type === 'image/png' && content.length < MIN_PNG_BYTES) return imageMessages.unreadable;
  let decoded: ReturnType<typeof imageSize>;
  try {
    // An exact copy: image-size reads a view's whole underlying buffer, so a cut file inside a pooled
    // Buffer would be decoded from whatever follows it in memory.
    decoded = imageSize(new Uint8Array(content));
  } catch {
    return imageMessages.unreadable;
  }
  const { width, height } = decoded;
  const sane = (side: number) => Number.isInteger(side) && side >= 1;
  if (decoded.type !== DECODED_TYPE[type] || !sane(width) || !sane(height)) return imageMessages.unreadable;
  if (width > MAX_IMAGE_SIDE_PX || height > MAX_IMAGE_SIDE_PX) return imageMessages.tooWide;
  return null;
}

/** Stores a logo or footer picture after checking its bytes; the logo's address goes on the firm. */
export async function uploadCompanyImage({
  deps,
  firmId,
  kind,
  content,
}: {
  deps: AppDeps;
  firmId: string;
  kind: CompanyImageKind;
  content: Uint8Array;
}): Promise<string> {
  const checked = checkImage(content);
  if (!checked.ok) throw companyErrors.IMAGE_INVALID(checked.message, { field: 'content' });
  const problem = headerProblem(content, checked.type);
  if (problem) throw companyErrors.IMAGE_INVALID(problem, { field: 'content' });
  const sha256 = createHash('sha256').update(content).digest('hex');
  const link = companyImageLink(firmId, kind, sha256);
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    await saveImage(tx, {
      firmId,
      kind,
      contentType: checked.type,
      content: Buffer.from(content),
      sha256,
      byteSize: content.length,
      createdAt: now,
    });
    if (kind === 'LOGO') await updateFirmColumns(tx, firmId, { logoLink: link }, now);
  });
  return link;
}

export async function deleteCompanyImage({
  deps,
  firmId,
  kind,
}: {
  deps: AppDeps;
  firmId: string;
  kind: CompanyImageKind;
}): Promise<void> {
  const now = deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    await deleteImage(tx, firmId, kind);
    if (kind === 'LOGO') await updateFirmColumns(tx, firmId, { logoLink: null }, now);
  });
}

function imageKindOfPath(segment: string): CompanyImageKind | null {
  const entry = Object.entries(IMAGE_PATH).find(([, path]) => path === segment);
  return entry ? (entry[0] as CompanyImageKind) : null;
}

/**
 * The picture an address (`companyImageLink`) names, if it is the caller's firm's and still its current
 * one; anything else is "not found". The address holds the hash, so the answer may be kept for good.
 */
export async function readCompanyImage({
  deps,
  firmId,
  address,
}: {
  deps: AppDeps;
  firmId: string;
  address: { firmId: string; kind: string; hash: string };
}): Promise<FileBody> {
  const kind = imageKindOfPath(address.kind);
  const image =
    kind && address.firmId === firmId && address.hash.length === 16
      ? await findImage(deps.db, firmId, kind)
      : null;
  if (!image?.sha256.startsWith(address.hash)) throw httpErrors.NOT_FOUND();
  return {
    content: image.content,
    contentType: image.contentType,
    fileName: `${kind === 'LOGO' ? 'Logotyp' : 'Sidfotsbild'}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
    disposition: 'inline',
    cacheControl: 'private, max-age=31536000, immutable',
  };
}

export async function companyFiscalPeriods({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  const { firm } = await loadCompany(deps.db, firmId);
  const { accountingSettings } = await getCompanySettings({ deps, firmId });
  const today = formatDate(deps.clock.now());
  const configured = Boolean(
    accountingSettings.firstFiscalPeriodBegin && accountingSettings.firstFiscalPeriodEnd,
  );
  return {
    configured,
    periods: fiscalPeriods({
      firstBegin: accountingSettings.firstFiscalPeriodBegin,
      firstEnd: accountingSettings.firstFiscalPeriodEnd,
      today,
      fromYear: Number(formatDate(firm.createdAt).slice(0, 4)),
    }),
  };
}
