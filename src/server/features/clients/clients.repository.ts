import type { ClientSortField } from '@shared/api/clients.api';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { withTransaction } from '../../platform/db/transaction';
import type { ClientRow, ClientValues, ContactRow, TaxPayerRow } from './clients.mapper';
import { clientContacts, clientPriceOverrides, clients, clientTaxPayers } from './clients.table';

export async function findClient(db: Db, firmId: string, clientId: string): Promise<ClientRow | null> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findClientChildren(db: Db, firmId: string, clientId: string) {
  const [contacts, taxPayers, priceOverrides] = await Promise.all([
    db
      .select()
      .from(clientContacts)
      .where(and(eq(clientContacts.firmId, firmId), eq(clientContacts.clientId, clientId)))
      .orderBy(asc(clientContacts.position)),
    db
      .select()
      .from(clientTaxPayers)
      .where(and(eq(clientTaxPayers.firmId, firmId), eq(clientTaxPayers.clientId, clientId)))
      .orderBy(asc(clientTaxPayers.position)),
    db
      .select()
      .from(clientPriceOverrides)
      .where(and(eq(clientPriceOverrides.firmId, firmId), eq(clientPriceOverrides.clientId, clientId)))
      .orderBy(asc(clientPriceOverrides.articleCode)),
  ]);
  return { contacts, taxPayers, priceOverrides };
}

/** Another client of the firm with this number (case-insensitive), or null. */
export async function findClientByCode(
  db: Db,
  firmId: string,
  code: string,
  exceptId: string | null,
): Promise<Pick<ClientRow, 'id' | 'name'> | null> {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.firmId, firmId),
        sql`lower(${clients.code}) = lower(${code})`,
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertClient(
  db: Db,
  values: ClientValues & { firmId: string; lastActivityAt: Date; createdAt: Date; updatedAt: Date },
): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

/**
 * Writes only when the stored version is the one the caller read, and bumps it: two saves from the same
 * starting point cannot both succeed. Null when the version (or the firm) did not match.
 */
export async function updateClientVersioned(
  db: Db,
  firmId: string,
  clientId: string,
  expectedVersion: number,
  values: Partial<ClientValues> & { updatedAt: Date; lastActivityAt?: Date },
): Promise<ClientRow | null> {
  const rows = await db
    .update(clients)
    .set({ ...values, version: sql`${clients.version} + 1` })
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId), eq(clients.version, expectedVersion)))
    .returning();
  return rows[0] ?? null;
}

/** For changes that are not made from the form (a favourite, a price): bump the version unconditionally. */
/**
 * Locks the client's row until the transaction ends: changes to its contacts and tax payers read the
 * children, then rewrite them, so two at once would both add a "first" main contact (issue #24: 20
 * parallel adds gave 9 × 500 on client_contacts_one_main). Under the lock the second reads the first's.
 */
export async function lockClient(db: Db, firmId: string, clientId: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .for('update');
  return rows.length > 0;
}

export async function bumpClient(
  db: Db,
  firmId: string,
  clientId: string,
  values: Partial<Pick<ClientRow, 'favorite' | 'searchText' | 'lastActivityAt'>> & { updatedAt: Date },
): Promise<ClientRow | null> {
  const rows = await db
    .update(clients)
    .set({ ...values, version: sql`${clients.version} + 1` })
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .returning();
  return rows[0] ?? null;
}

type ChildInput<T> = T & { id: string | null };

/**
 * Makes the client's contacts exactly `contacts`, in order: known ids are updated, new ones inserted, the
 * rest deleted. The caller has checked that every id belongs to this client.
 */
export async function replaceContacts(
  db: Db,
  firmId: string,
  clientId: string,
  contacts: ChildInput<Omit<ContactRow, 'id' | 'firmId' | 'clientId' | 'position'>>[],
): Promise<void> {
  const scope = and(eq(clientContacts.firmId, firmId), eq(clientContacts.clientId, clientId));
  const keep = contacts.flatMap((c) => (c.id ? [c.id] : []));
  await db
    .delete(clientContacts)
    .where(and(scope, keep.length ? notInArray(clientContacts.id, keep) : undefined));
  // The one-main index would trip while the main moves from one row to another.
  await db.update(clientContacts).set({ main: false }).where(scope);
  for (const [position, { id, ...values }] of contacts.entries()) {
    if (id) {
      await db
        .update(clientContacts)
        .set({ ...values, position })
        .where(and(scope, eq(clientContacts.id, id)));
    } else {
      await db.insert(clientContacts).values({ ...values, position, firmId, clientId });
    }
  }
}

export async function replaceTaxPayers(
  db: Db,
  firmId: string,
  clientId: string,
  taxPayers: ChildInput<Omit<TaxPayerRow, 'id' | 'firmId' | 'clientId' | 'position'>>[],
): Promise<void> {
  const scope = and(eq(clientTaxPayers.firmId, firmId), eq(clientTaxPayers.clientId, clientId));
  const keep = taxPayers.flatMap((p) => (p.id ? [p.id] : []));
  await db
    .delete(clientTaxPayers)
    .where(and(scope, keep.length ? notInArray(clientTaxPayers.id, keep) : undefined));
  for (const [position, { id, ...values }] of taxPayers.entries()) {
    if (id) {
      await db
        .update(clientTaxPayers)
        .set({ ...values, position })
        .where(and(scope, eq(clientTaxPayers.id, id)));
    } else {
      await db.insert(clientTaxPayers).values({ ...values, position, firmId, clientId });
    }
  }
}

/** Which of `ids` are this client's children in `table`; an id of another client or firm is not. */
export async function ownChildIds(
  db: Db,
  table: typeof clientContacts | typeof clientTaxPayers,
  firmId: string,
  clientId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.firmId, firmId), eq(table.clientId, clientId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export interface ClientFilter {
  inactiveBefore: Date;
  inactive: boolean;
  words: string[];
  includeHidden: boolean;
  onlyFavorites: boolean;
}

/** LIKE's own wildcards in what the user typed are meant literally. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(firmId: string, filter: ClientFilter): SQL {
  return and(
    eq(clients.firmId, firmId),
    filter.inactive
      ? lt(clients.lastActivityAt, filter.inactiveBefore)
      : gte(clients.lastActivityAt, filter.inactiveBefore),
    filter.includeHidden ? undefined : eq(clients.hidden, false),
    filter.onlyFavorites ? eq(clients.favorite, true) : undefined,
    ...filter.words.map((w) => sql`${clients.searchText} like ${`%${escapeLike(w)}%`}`),
  )!;
}

const sortColumns: Record<ClientSortField, AnyColumn> = {
  code: clients.codeSort,
  name: clients.nameSort,
  organizationCode: clients.organizationCode,
  city: clients.citySort,
  lastActivityAt: clients.lastActivityAt,
};

/**
 * Runs a search with the planner told that an index page costs about what a sequential one does, which
 * is true for client data (small, in memory, on SSD). With PostgreSQL's default (random_page_cost 4,
 * meant for spinning disks) it reads every client of the firm and tests LIKE on each row instead of
 * using the trigram index: 2–4 times slower, measured by `npm run bench:registers`. SET LOCAL ends with
 * the transaction, so no other query is affected.
 */
async function withSearchPlanner<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return work(tx);
  });
}

/** One page of the list with its main contact, and the number of clients the filter matches. */
export async function listClients(
  db: Db,
  firmId: string,
  filter: ClientFilter,
  page: { offset: number; limit: number; sortBy: ClientSortField; sortDesc: boolean },
) {
  const where = filterConditions(firmId, filter);
  const direction = page.sortDesc ? desc : asc;
  const [totals, rows] = await Promise.all([
    withSearchPlanner(db, (tx) => tx.select({ n: count() }).from(clients).where(where)),
    withSearchPlanner(db, (tx) =>
      tx
        .select({
          id: clients.id,
          favorite: clients.favorite,
          hidden: clients.hidden,
          code: clients.code,
          name: clients.name,
          payerName: clients.payerName,
          organizationCode: clients.organizationCode,
          street: clients.street,
          postalCode: clients.postalCode,
          city: clients.city,
          lastActivityAt: clients.lastActivityAt,
          contactName: clientContacts.name,
          phone: clientContacts.phone,
          mobile: clientContacts.mobile,
          email: clientContacts.email,
        })
        .from(clients)
        .leftJoin(clientContacts, and(eq(clientContacts.clientId, clients.id), eq(clientContacts.main, true)))
        .where(where)
        .orderBy(direction(sortColumns[page.sortBy]), direction(clients.codeSort), asc(clients.id))
        .offset(page.offset)
        .limit(page.limit),
    ),
  ]);
  return { totalCount: Number(totals[0]?.n ?? 0), rows };
}

export async function countClients(db: Db, firmId: string, inactiveBefore: Date) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${clients.lastActivityAt} >= ${inactiveBefore})`,
      inactive: sql<number>`count(*) filter (where ${clients.lastActivityAt} < ${inactiveBefore})`,
    })
    .from(clients)
    .where(eq(clients.firmId, firmId));
  return { active: Number(row?.active ?? 0), inactive: Number(row?.inactive ?? 0) };
}

/** The firm's client's agreed markup, or null when the client is not the firm's. */
async function firmClientMarkup(db: Db, firmId: string, clientId: string): Promise<number | null> {
  const [row] = await db
    .select({ markupBp: clients.markupBp })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.id, clientId)))
    .limit(1);
  return row ? row.markupBp : null;
}

/** Whether the client is one of the firm's: nothing may point at another firm's client. */
export const clientOfFirm = async (db: Db, firmId: string, clientId: string): Promise<boolean> =>
  (await firmClientMarkup(db, firmId, clientId)) !== null;

/** The client's agreed markup (0 when not the firm's client): what a document header copies. */
export const clientMarkupOf = async (db: Db, firmId: string, clientId: string): Promise<number> =>
  (await firmClientMarkup(db, firmId, clientId)) ?? 0;

/** Clients (other than `exceptId`) with a contact whose phone or mobile is one of `numbers` (+46 form). */
export async function findClientsByNumbers(
  db: Db,
  firmId: string,
  numbers: string[],
  exceptId: string | null,
) {
  if (numbers.length === 0) return [];
  return db
    .select({
      uid: clients.id,
      code: clients.code,
      name: clients.name,
      contactUid: clientContacts.id,
      contactName: clientContacts.name,
      mobile: clientContacts.mobile,
      phone: clientContacts.phone,
      phoneE164: clientContacts.phoneE164,
      mobileE164: clientContacts.mobileE164,
    })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(
      and(
        eq(clientContacts.firmId, firmId),
        or(inArray(clientContacts.mobileE164, numbers), inArray(clientContacts.phoneE164, numbers)),
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(clients.codeSort), asc(clientContacts.position))
    .limit(20);
}

/** Every client the filter matches, with its main contact, for the list files (capped as a safeguard). */
export async function exportClients(
  db: Db,
  firmId: string,
  filter: ClientFilter,
  sort: { sortBy: ClientSortField; sortDesc: boolean },
) {
  const direction = sort.sortDesc ? desc : asc;
  return withSearchPlanner(db, (tx) =>
    tx
      .select({ client: clients, contact: clientContacts })
      .from(clients)
      .leftJoin(clientContacts, and(eq(clientContacts.clientId, clients.id), eq(clientContacts.main, true)))
      .where(filterConditions(firmId, filter))
      .orderBy(direction(sortColumns[sort.sortBy]), direction(clients.codeSort), asc(clients.id))
      .limit(100_000),
  );
}
