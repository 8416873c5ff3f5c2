/**
 * The register's list-level use cases: the active and inactive lists, the list files, bulk delete and
 * reactivation, the look-up by mobile number and the per-client prices.
 */
import type { ClientListParameters, ClientPrice, ClientSortField } from '@shared/api/clients.api';
import { canAccess } from '@shared/domain/access';
import { toPhoneWithCountryCode } from '@shared/domain/number-input';
import { permissions } from '@shared/domain/permissions';
import { validateMobile } from '@shared/domain/validators';
import { CSV_CONTENT_TYPE } from '../../../platform/csv/csv';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps, SessionEmployee } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { validationFailed } from '../../../platform/http/validation';
import { PDF_CONTENT_TYPE, renderPdf } from '../../../platform/pdf/pdf';
import { createFileLink } from '../../files';
import { findFirm } from '../../firms';
import { clientListCsv, clientListPdfDefinition } from '../clients.data';
import { clientErrors } from '../clients.errors';
import { inactiveBefore, toClientListRow, toClientPrice } from '../clients.mapper';
import {
  type ClientFilter,
  exportClients,
  findClient,
  findClientChildren,
  findClientsByNumbers,
  listClients,
} from '../clients.repository';
import type { ClientViewer } from '../clients.shown';
import {
  deleteClients,
  deletePriceOverride,
  findPriceOverride,
  insertPriceOverride,
  ownClientIds,
  touchClients,
  updatePriceOverride,
} from './list.repository';

type FilterInput = Pick<ClientListParameters, 'searchPattern' | 'includeHidden' | 'onlyFavorites'>;

/** Each word must occur somewhere in the client (name, number, address, contacts …), in any order. */
function filterOf(input: FilterInput, inactive: boolean, now: Date): ClientFilter {
  const words = input.searchPattern.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  return {
    inactiveBefore: inactiveBefore(now),
    inactive,
    words,
    includeHidden: input.includeHidden,
    onlyFavorites: input.onlyFavorites,
  };
}

export async function listClientsPage({
  deps,
  firmId,
  employee,
  input,
  inactive,
}: {
  deps: AppDeps;
  firmId: string;
  employee: SessionEmployee;
  input: ClientListParameters;
  inactive: boolean;
}) {
  const filter = filterOf(input, inactive, deps.clock.now());
  const { totalCount, rows } = await listClients(deps.db, firmId, filter, input);
  const editable = canAccess(employee, permissions.editClients);
  return { totalCount, items: rows.map((r) => toClientListRow(r, editable)) };
}

/** All or nothing: one id that is not this firm's client makes the whole call 404 and changes nothing. */
async function assertOwnClients(db: Db, firmId: string, uids: string[]): Promise<string[]> {
  const unique = [...new Set(uids)];
  const own = await ownClientIds(db, firmId, unique);
  if (own.size !== unique.length) throw httpErrors.NOT_FOUND();
  return unique;
}

export async function deleteClientsUseCase({
  deps,
  firmId,
  uids,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
}) {
  return withTransaction(deps.db, async (db) => {
    const ids = await assertOwnClients(db, firmId, uids);
    return { countDeleted: await deleteClients(db, firmId, ids) };
  });
}

/** Bringing inactive clients back is activity today; their data and version stay as they are. */
export async function reactivateClients({
  deps,
  firmId,
  uids,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
}) {
  return withTransaction(deps.db, async (db) => {
    const ids = await assertOwnClients(db, firmId, uids);
    return { countReactivated: await touchClients(db, firmId, ids, deps.clock.now()) };
  });
}

/** Clients whose contacts have this number (as mobile or phone, typed any Swedish way). */
export async function findClientsByMobile({
  deps,
  firmId,
  mobile,
}: {
  deps: AppDeps;
  firmId: string;
  mobile: string;
}) {
  const message = validateMobile(mobile) ?? (mobile.trim() === '' ? 'Detta fält måste fyllas i' : null);
  if (message) throw validationFailed([{ field: 'mobile', message }]);
  const rows = await findClientsByNumbers(deps.db, firmId, [toPhoneWithCountryCode(mobile)], null);
  if (rows.length === 0) throw clientErrors.NOT_FOUND_BY_MOBILE({ field: 'mobile' });
  return {
    items: rows.map((r) => ({
      uid: r.uid,
      code: r.code,
      name: r.name,
      contactUid: r.contactUid,
      contactName: r.contactName,
      mobile: r.mobile || r.phone,
    })),
  };
}

/**
 * Sets, changes or (price null) removes a client's price for one article. Prices are not part of the
 * client form's data, so this does not change the client's version and an open form can still save.
 */
export async function changeClientPrice({
  deps,
  firmId,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  input: {
    client: string;
    priceOverrideUid: string | null;
    code: string;
    name: string;
    priceOverrideOre: number | null;
  };
}): Promise<{ version: number; items: ClientPrice[] }> {
  const now = deps.clock.now();
  const price = input.priceOverrideOre;
  if (price !== null && price < 0) throw clientErrors.PRICE_NEGATIVE({ field: 'priceOverrideOre' });
  const code = input.code.trim();
  const name = input.name.trim().slice(0, 200);
  return withTransaction(deps.db, async (db) => {
    const client = await findClient(db, firmId, input.client);
    if (!client) throw httpErrors.NOT_FOUND();
    let existing = null;
    if (input.priceOverrideUid) {
      existing = await findPriceOverride(db, firmId, client.id, { id: input.priceOverrideUid });
      if (!existing) throw httpErrors.NOT_FOUND();
    } else {
      if (!code) throw clientErrors.ARTICLE_CODE_REQUIRED({ field: 'code' });
      if (code.length > 40) throw clientErrors.ARTICLE_CODE_TOO_LONG({ field: 'code' });
      existing = await findPriceOverride(db, firmId, client.id, { code });
      if (!existing && price === null) throw httpErrors.NOT_FOUND();
    }
    if (existing && price === null) await deletePriceOverride(db, firmId, existing.id);
    else if (existing && price !== null) {
      await updatePriceOverride(db, firmId, existing.id, {
        priceOre: price,
        updatedAt: now,
        ...(name ? { name } : {}),
      });
    } else if (price !== null) {
      await insertPriceOverride(db, {
        firmId,
        clientId: client.id,
        articleCode: code,
        name,
        priceOre: price,
        createdAt: now,
        updatedAt: now,
      });
    }
    await touchClients(db, firmId, [client.id], now);
    const { priceOverrides } = await findClientChildren(db, firmId, client.id);
    return { version: client.version, items: priceOverrides.map(toClientPrice) };
  });
}

type FileInput = FilterInput & { sortBy: ClientSortField; sortDesc: boolean; inactive: boolean };

async function fileRows(deps: AppDeps, firmId: string, input: FileInput) {
  const now = deps.clock.now();
  const rows = await exportClients(deps.db, firmId, filterOf(input, input.inactive, now), input);
  return { rows, now };
}

const isoDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** The list as CSV for Excel (semicolons, decimal commas, UTF-8 with a BOM) behind a short-lived link. */
export async function exportClientsCsv({
  deps,
  firmId,
  input,
  viewer,
}: {
  deps: AppDeps;
  firmId: string;
  input: FileInput;
  viewer: ClientViewer;
}) {
  const { rows, now } = await fileRows(deps, firmId, input);
  return createFileLink({
    deps,
    firmId,
    file: {
      content: clientListCsv(rows, viewer),
      contentType: CSV_CONTENT_TYPE,
      fileName: `kundlista-${isoDay(now)}.csv`,
      disposition: 'attachment',
    },
  });
}

/** The client list as a PDF, as it is filtered and sorted on screen, behind a link that opens it. */
export async function exportClientsPdf({
  deps,
  firmId,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  input: FileInput;
}) {
  const { rows, now } = await fileRows(deps, firmId, input);
  const firm = await findFirm(deps.db, firmId);
  const pdf = await renderPdf(
    clientListPdfDefinition({ rows, firmName: firm?.name ?? '', printedOn: isoDay(now), input }),
  );
  return createFileLink({
    deps,
    firmId,
    file: {
      content: pdf,
      contentType: PDF_CONTENT_TYPE,
      fileName: `kundlista-${isoDay(now)}.pdf`,
      disposition: 'inline',
    },
  });
}
