import { type Client, type ClientContact, type ClientData, clientDataShape } from '@shared/api/clients.api';
import type { ApiMessage } from '@shared/api/endpoint';
import { canAccess } from '@shared/domain/access';
import {
  clientLimits,
  clientMessages,
  type ValidationIssue,
  validateClientData,
  validateContactFields,
} from '@shared/domain/client-rules';
import { permissions } from '@shared/domain/permissions';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, SessionEmployee } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { isUniqueViolation, validationFailed } from '../../platform/http/validation';
import { findFirm } from '../firms';
import { nextClientNumber, recordClientNumber } from './clients.codes';
import { clientErrors } from './clients.errors';
import {
  type ClientRow,
  contactNumberKeys,
  inactiveBefore,
  normalizeClientData,
  toClient,
  toClientData,
  toClientValues,
} from './clients.mapper';
import {
  bumpClient,
  findClient,
  findClientByCode,
  findClientChildren,
  findClientsByNumbers,
  insertClient,
  lockClient,
  ownChildIds,
  replaceContacts,
  replaceTaxPayers,
  updateClientVersioned,
} from './clients.repository';
import { type ClientViewer, keptMarkup, shownClient } from './clients.shown';
import { clientContacts, clientTaxPayers } from './clients.table';

interface Caller {
  deps: AppDeps;
  firmId: string;
  employee: SessionEmployee;
  viewer: ClientViewer;
}

/** The whole client as the form shows it; 404 for an id that is not this firm's. */
export async function getClient({ uid, ...caller }: Caller & { uid: string }): Promise<Client> {
  const row = await findClient(caller.deps.db, caller.firmId, uid);
  if (!row) throw httpErrors.NOT_FOUND();
  return presentClient(caller, row);
}

async function presentClient({ deps, firmId, employee, viewer }: Caller, row: ClientRow): Promise<Client> {
  const children = await findClientChildren(deps.db, firmId, row.id);
  const client = toClient({
    row,
    ...children,
    inactiveBefore: inactiveBefore(deps.clock.now()),
    editable: canAccess(employee, permissions.editClients),
    priceTermsEditable: canAccess(employee, permissions.editClientPrices),
  });
  return shownClient(client, viewer);
}

/** A blank client with the next free number and the firm's own payment terms. */
export async function clientTemplate({ deps, firmId }: { deps: AppDeps; firmId: string }) {
  const firm = await findFirm(deps.db, firmId);
  const code = await nextClientNumber({ db: deps.db, firmId });
  const data = clientDataShape.parse({ code, name: '', paymentDelay: firm?.paymentDelayDays ?? 30 });
  return { data, suggestedCode: code };
}

/**
 * A SUPERVISOR keeps the price policy as it is (permissions.editClientPrices): a change of discount,
 * markup or its basis is refused at the field rather than silently dropped.
 */
function assertPriceTerms(employee: SessionEmployee, data: ClientData, before: ClientRow | null): void {
  if (canAccess(employee, permissions.editClientPrices)) return;
  const current = before ?? { discountBp: 0, markupBp: 0, markupToPurchasePrice: false };
  if (data.discountBp !== current.discountBp)
    throw clientErrors.PRICE_TERMS_FORBIDDEN({ field: 'data.discountBp' });
  if (data.markupBp !== current.markupBp)
    throw clientErrors.PRICE_TERMS_FORBIDDEN({ field: 'data.markupBp' });
  if (data.markupToPurchasePrice !== current.markupToPurchasePrice) {
    throw clientErrors.PRICE_TERMS_FORBIDDEN({ field: 'data.markupToPurchasePrice' });
  }
}

/** Warnings for contact numbers another client of the firm already has (a likely duplicate client). */
async function duplicatePhoneIssues(
  db: Db,
  firmId: string,
  clientId: string | null,
  contacts: readonly Pick<ClientContact, 'phone' | 'mobile'>[],
  at = (i: number) => `data.contacts.${i}`,
): Promise<ValidationIssue[]> {
  const keys = contacts.map(contactNumberKeys);
  const numbers = [...new Set(keys.flatMap((k) => [k.phoneE164, k.mobileE164]).filter(Boolean))];
  const matches = await findClientsByNumbers(db, firmId, numbers, clientId);
  const issues: ValidationIssue[] = [];
  keys.forEach((k, i) => {
    for (const kind of ['phone', 'mobile'] as const) {
      const number = kind === 'phone' ? k.phoneE164 : k.mobileE164;
      const other = number && matches.find((m) => m.phoneE164 === number || m.mobileE164 === number);
      if (other)
        issues.push({
          field: `${at(i)}.${kind}`,
          message: clientMessages.duplicatePhone(other.name, other.code),
        });
    }
  });
  return issues;
}

const asWarnings = (issues: ValidationIssue[]): ApiMessage[] =>
  issues.map((i) => ({ level: 'WARNING', code: 'DUPLICATE_PHONE', text: i.message, field: i.field }));

async function assertOwnChildren(db: Db, firmId: string, clientId: string | null, data: ClientData) {
  for (const [table, items] of [
    [clientContacts, data.contacts],
    [clientTaxPayers, data.taxPayers],
  ] as const) {
    const ids = items.flatMap((i) => (i.uid ? [i.uid] : []));
    if (ids.length === 0) continue;
    const own = clientId ? await ownChildIds(db, table, firmId, clientId, ids) : new Set<string>();
    if (ids.some((id) => !own.has(id))) throw httpErrors.NOT_FOUND();
  }
}

async function writeChildren(db: Db, firmId: string, clientId: string, data: ClientData) {
  await replaceContacts(
    db,
    firmId,
    clientId,
    data.contacts.map(({ uid, ...c }) => ({ id: uid, ...c, ...contactNumberKeys(c) })),
  );
  await replaceTaxPayers(
    db,
    firmId,
    clientId,
    data.taxPayers.map(({ uid, ...p }) => ({ id: uid, ...p })),
  );
}

/**
 * Creates (no uid) or updates a client. An update must name the version it read: a stale one is a 409
 * and nothing is written. Saving counts as activity, so an inactive client saved is active again.
 */
export async function saveClient({
  input,
  messages,
  ...caller
}: Caller & {
  input: { uid: string | null; newVersion: number | null; data: ClientData };
  messages: ApiMessage[];
}): Promise<Client> {
  const { deps, firmId, employee, viewer } = caller;
  const sent = normalizeClientData(input.data);
  const issues = validateClientData(sent);
  if (issues.length > 0) throw validationFailed(issues, 'data');
  const now = deps.clock.now();
  let saved: ClientRow;
  let data = sent;
  try {
    saved = await withTransaction(deps.db, async (db) => {
      const before = input.uid ? await findClient(db, firmId, input.uid) : null;
      data = keptMarkup(sent, before, viewer);
      const values = toClientValues(data);
      if (input.uid && !before) throw httpErrors.NOT_FOUND();
      if (before && input.newVersion === null)
        throw httpErrors.MISSING_PARAMETER('newVersion', { field: 'newVersion' });
      // Stale first: a form that missed someone else's discount change is a conflict, not a refusal.
      if (before && before.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
      assertPriceTerms(employee, data, before);
      if (await findClientByCode(db, firmId, data.code, input.uid))
        throw clientErrors.CODE_TAKEN({ field: 'data.code' });
      await assertOwnChildren(db, firmId, input.uid, data);
      const row = before
        ? await updateClientVersioned(db, firmId, before.id, before.version, {
            ...values,
            updatedAt: now,
            lastActivityAt: now,
          })
        : await insertClient(db, { ...values, firmId, lastActivityAt: now, createdAt: now, updatedAt: now });
      if (!row) throw httpErrors.VERSION_CONFLICT();
      await writeChildren(db, firmId, row.id, data);
      await recordClientNumber({ db, firmId, code: data.code });
      return row;
    });
  } catch (error) {
    // Two saves of the same new number at once: the index decides, the loser gets the field message.
    if (isUniqueViolation(error, 'clients_firm_code_unique'))
      throw clientErrors.CODE_TAKEN({ field: 'data.code' });
    throw error;
  }
  messages.push(...asWarnings(await duplicatePhoneIssues(deps.db, firmId, saved.id, data.contacts)));
  return presentClient(caller, saved);
}

/** The form's pre-save check: rule errors, a taken number, and (as warnings) numbers other clients have. */
export async function checkClient({
  deps,
  firmId,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  input: { uid: string | null; data: ClientData };
}) {
  const data = normalizeClientData(input.data);
  const errors = validateClientData(data);
  const codeOwner = data.code ? await findClientByCode(deps.db, firmId, data.code, input.uid) : null;
  if (codeOwner) errors.push({ field: 'code', message: clientMessages.codeDuplicate });
  const warnings = await duplicatePhoneIssues(deps.db, firmId, input.uid, data.contacts);
  const issues = [
    ...errors.map((i) => ({
      level: 'ERROR' as const,
      code: 'VALIDATION_FAILED',
      field: `data.${i.field}`,
      text: i.message,
    })),
    ...warnings.map((i) => ({
      level: 'WARNING' as const,
      code: 'DUPLICATE_PHONE',
      field: i.field,
      text: i.message,
    })),
  ];
  const status = errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARN' : 'OK';
  return { status: status as 'OK' | 'WARN' | 'ERROR', issues };
}

/** Adds a contact from outside the form (a document's client dialog); the first contact becomes main. */
export async function addContact({
  input,
  messages,
  ...caller
}: Caller & {
  input: { clientUid: string; contact: Omit<ClientContact, 'uid'> };
  messages: ApiMessage[];
}): Promise<Client> {
  const { deps, firmId } = caller;
  const row = await findClient(deps.db, firmId, input.clientUid);
  if (!row) throw httpErrors.NOT_FOUND();
  const issues = validateContactFields(input.contact, 'contact');
  if (issues.length > 0) throw validationFailed(issues);
  const now = deps.clock.now();
  const saved = await withTransaction(deps.db, async (db) => {
    if (!(await lockClient(db, firmId, row.id))) throw httpErrors.NOT_FOUND();
    const children = await findClientChildren(db, firmId, row.id);
    const current = toClientData(row, children.contacts, children.taxPayers);
    if (current.contacts.length >= clientLimits.contacts)
      throw clientErrors.TOO_MANY_CONTACTS({ field: 'contact' });
    const main = input.contact.main || current.contacts.length === 0;
    const contact = { ...input.contact, uid: null, main };
    const data = normalizeClientData({
      ...current,
      contacts: [...current.contacts.map((c) => ({ ...c, main: main ? false : c.main })), contact],
    });
    await writeChildren(db, firmId, row.id, data);
    const updated = await bumpClient(db, firmId, row.id, {
      searchText: toClientValues(data).searchText,
      updatedAt: now,
      lastActivityAt: now,
    });
    return updated!;
  });
  const added = await duplicatePhoneIssues(deps.db, firmId, row.id, [input.contact], () => 'contact');
  messages.push(...asWarnings(added));
  return presentClient(caller, saved);
}

export async function setFavorite({
  deps,
  firmId,
  input,
}: {
  deps: AppDeps;
  firmId: string;
  input: { clientUid: string; favorite: boolean };
}) {
  const row = await bumpClient(deps.db, firmId, input.clientUid, {
    favorite: input.favorite,
    updatedAt: deps.clock.now(),
  });
  if (!row) throw httpErrors.NOT_FOUND();
  return { uid: row.id, favorite: row.favorite, version: row.version };
}
