import type { ProviderOrderStatus } from '@shared/api/providerIntake.api';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { smsOutbox } from '../../platform/sms/sms.table';
import { documents } from '../documents';
import { firms } from '../firms';
import { providerOrders } from '../providerIntake';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  order: providerOrders,
  firmCode: firms.code,
  firmName: firms.name,
};

function whereOf(search: string | undefined, status: ProviderOrderStatus | 'ALL'): SQL | undefined {
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : null;
  return and(
    status === 'ALL' ? undefined : eq(providerOrders.status, status),
    pattern
      ? or(
          ilike(firms.code, pattern),
          ilike(firms.name, pattern),
          sql`${providerOrders.providerOrderNumber}::text like ${pattern}`,
          sql`${providerOrders.payload}->>'mark' ilike ${pattern}`,
        )
      : undefined,
  );
}

export async function listOrders(
  db: Db,
  q: { search?: string | undefined; status: ProviderOrderStatus | 'ALL'; offset: number; limit: number },
) {
  const where = whereOf(q.search, q.status);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(providerOrders)
      .innerJoin(firms, eq(firms.id, providerOrders.firmId))
      .where(where)
      .orderBy(desc(providerOrders.receivedAt), desc(providerOrders.providerOrderNumber))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(providerOrders)
      .innerJoin(firms, eq(firms.id, providerOrders.firmId))
      .where(where),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}

export async function findOrder(db: Db, id: string) {
  const [row] = await db
    .select(columns)
    .from(providerOrders)
    .innerJoin(firms, eq(firms.id, providerOrders.firmId))
    .where(eq(providerOrders.id, id))
    .limit(1);
  return row ?? null;
}

/** The confirmation SMS of an order: the firm's messages that name its number, newest first. */
export async function orderSms(db: Db, firmId: string, orderNumber: number) {
  return db
    .select({
      to: smsOutbox.to,
      text: smsOutbox.text,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.firmId, firmId), ilike(smsOutbox.text, `%Order ${orderNumber} %`)))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(20);
}

/** A document of the order's firm by id (the follow-up or provider invoice the intake recorded). */
export async function findFirmDocument(db: Db, firmId: string, id: string) {
  const [row] = await db
    .select({
      id: documents.id,
      number: documents.number,
      docDate: documents.docDate,
      dueDate: documents.dueDate,
      header: documents.header,
      items: documents.items,
    })
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}
