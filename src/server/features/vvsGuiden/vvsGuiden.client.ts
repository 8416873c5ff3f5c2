/**
 * VVS-guiden behind a small interface (decision 0057): register the firm's listing with its contact
 * person, update it, remove it. One HTTP client for the contract in vvsGuiden.schema.ts; locally the
 * stub in ./stub. Each call waits at most TIMEOUT_MS: the admin waits for the answer in a dialog.
 */
import type { VvsGuidenConfig } from '../../config';
import {
  directoryErrorSchema,
  type InstallerAnswer,
  type InstallerInput,
  installerAnswerSchema,
  installerInputSchema,
} from './vvsGuiden.schema';

/** What a call came to: the listing, or why not, in words the use case maps to the user's errors. */
export type DirectoryOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'NOT_CONNECTED' | 'UNREACHABLE' | 'LINK_SUFFIX_TAKEN' | 'NOT_FOUND' }
  | { ok: false; reason: 'REFUSED'; message: string };

export interface VvsGuidenClient {
  register(input: InstallerInput): Promise<DirectoryOutcome<InstallerAnswer>>;
  update(installerId: string, input: InstallerInput): Promise<DirectoryOutcome<InstallerAnswer>>;
  remove(installerId: string): Promise<DirectoryOutcome<null>>;
}

const TIMEOUT_MS = 10_000;

export class HttpVvsGuidenClient implements VvsGuidenClient {
  constructor(private readonly config: VvsGuidenConfig) {}

  register(input: InstallerInput) {
    return this.send('POST', '/v1/installers', input);
  }

  update(installerId: string, input: InstallerInput) {
    return this.send('PUT', `/v1/installers/${encodeURIComponent(installerId)}`, input);
  }

  async remove(installerId: string): Promise<DirectoryOutcome<null>> {
    const outcome = await this.send('DELETE', `/v1/installers/${encodeURIComponent(installerId)}`);
    return outcome.ok ? { ok: true, value: null } : outcome;
  }

  private async send(
    method: string,
    path: string,
    input?: InstallerInput,
  ): Promise<DirectoryOutcome<InstallerAnswer>> {
    if (!this.config.url || !this.config.apiKey) return { ok: false, reason: 'NOT_CONNECTED' };
    let response: Response;
    try {
      response = await fetch(`${this.config.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          accept: 'application/json',
          ...(input ? { 'content-type': 'application/json' } : {}),
        },
        body: input ? JSON.stringify(installerInputSchema.parse(input)) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { ok: false, reason: 'UNREACHABLE' };
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 204) return { ok: true, value: null as unknown as InstallerAnswer };
    if (response.ok) {
      const answer = installerAnswerSchema.safeParse(body);
      if (answer.success) return { ok: true, value: answer.data };
      return { ok: false, reason: 'REFUSED', message: 'VVS-guiden svarade med något oväntat' };
    }
    if (response.status === 409) return { ok: false, reason: 'LINK_SUFFIX_TAKEN' };
    if (response.status === 404) return { ok: false, reason: 'NOT_FOUND' };
    // A gateway or an overloaded directory: the same as no answer, to try again later.
    if (response.status >= 500) return { ok: false, reason: 'UNREACHABLE' };
    const refusal = directoryErrorSchema.safeParse(body);
    return {
      ok: false,
      reason: 'REFUSED',
      message: refusal.success ? refusal.data.error : `VVS-guiden svarade ${response.status}`,
    };
  }
}
