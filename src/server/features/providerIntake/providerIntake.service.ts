import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { providerApiKeys } from './providerIntake.table';

/** The header a provider's ERP sends its key in on the provider API (`/provider-api/...`). */
export const PROVIDER_API_KEY_HEADER = 'x-provider-api-key';

export function hashProviderApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: shown once to whoever creates it, stored only as its hash. */
export function newProviderApiKey(): string {
  return `mpk_${randomBytes(24).toString('base64url')}`;
}

/** The provider the key belongs to; null for an unknown or revoked key. */
export async function verifyProviderApiKey(db: Db, key: string | undefined): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ providerId: providerApiKeys.providerId })
    .from(providerApiKeys)
    .where(and(eq(providerApiKeys.keyHash, hashProviderApiKey(key)), isNull(providerApiKeys.revokedAt)))
    .limit(1);
  return row?.providerId ?? null;
}
