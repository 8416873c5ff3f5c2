import type { AnonymizableClient } from '@shared/api/clients.api';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { sql } from 'drizzle-orm';
import { arrayParam, type Db, queryRows } from '../../../platform/db/database';

/**
 * Which clients' personal data may go (decision 0055): the firm's, untouched since the cutoff, not a
 * legal entity (a ten-digit organisation number is a company's, not a person's), not already done, and
 * with no business reason left to keep it: no completed invoice still owed, no ROT claim still open.
 */
function eligible(firmId: string, inactiveSince: Date) {
  return sql`c.firm_id = ${firmId} and c.anonymized_at is null
    and c.last_activity_at < ${inactiveSince.toISOString()}::timestamptz
    and length(regexp_replace(c.organization_code, '\\D', '', 'g')) <> 10
    and not exists (select 1 from documents d where d.client_id = c.id and not d.deleted
      and ((d.completed and d.payment_status in ('UNPAID', 'PARTIALLY_PAID'))
        or d.tax_deduction_state in ('NOT_PAID', 'PAID_BY_CLIENT', 'XML_SENT')))`;
}

const MAX_LISTED = 1000;

const idArray = (ids: readonly string[]) => arrayParam(ids, 'uuid[]');

export async function findAnonymizableClients(
  db: Db,
  firmId: string,
  inactiveSince: Date,
): Promise<AnonymizableClient[]> {
  const rows = await queryRows<
    Omit<AnonymizableClient, 'lastActivityAt'> & { lastActivityAt: Date | string }
  >(
    db,
    sql`select c.id as uid, c.code, c.name, c.city, c.last_activity_at as "lastActivityAt"
        from clients c where ${eligible(firmId, inactiveSince)}
        order by c.last_activity_at, c.name_sort limit ${MAX_LISTED}`,
  );
  return rows.map((r) => ({ ...r, lastActivityAt: new Date(r.lastActivityAt).toISOString() }));
}

/**
 * Clears the personal data of those of `uids` still eligible, in one transaction: the register keeps the
 * client's number (documents and the ledger point to it) and terms, never a name, address, identity
 * number, contact or ROT buyer. Documents keep their own copy, the record the law keeps (bokföringslagen).
 */
export async function anonymizeClients(
  tx: Db,
  firmId: string,
  uids: readonly string[],
  { inactiveSince, now, name }: { inactiveSince: Date; now: Date; name: string },
): Promise<number> {
  const done = await queryRows<{ id: string }>(
    tx,
    sql`update clients c set name = ${name}, name_sort = ${swedishSortKey(name)}, payer_name = '',
          organization_code = '', vat_registration_id = '', gln = '', street = '', postal_code = '',
          city = '', city_sort = '', notes = '', favorite = false, search_text = lower(c.code || ' ' || ${name}),
          anonymized_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz,
          version = c.version + 1
        where c.id = any(${idArray(uids)}) and ${eligible(firmId, inactiveSince)}
        returning c.id`,
  );
  const ids = done.map((r) => r.id);
  if (ids.length === 0) return 0;
  await queryRows(
    tx,
    sql`delete from client_contacts where firm_id = ${firmId} and client_id = any(${idArray(ids)})`,
  );
  await queryRows(
    tx,
    sql`delete from client_tax_payers where firm_id = ${firmId} and client_id = any(${idArray(ids)})`,
  );
  return ids.length;
}
