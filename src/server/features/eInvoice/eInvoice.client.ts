/**
 * The PEPPOL access point behind a small interface (decision 0050): Montör hands over the UBL document
 * and the receiver's endpoint; the access point finds the receiver in the SML/SMP and delivers it.
 * One HTTP client for every provider that speaks this shape; locally the stub in ./stub.
 */
import type { EInvoiceConfig } from '../../config';
import type { EInvoiceFormat } from './eInvoice.codes';

export interface AccessPointMessage {
  xml: string;
  /** "0088:7350000000009" or "0007:5560160680". */
  receiver: string;
  documentType: 'INVOICE' | 'CREDIT_NOTE';
  /** PEPPOL BIS 3.0 or Svefaktura 1.0: the access point converts or routes by it. */
  format: EInvoiceFormat;
}

export type AccessPointAnswer = { ok: true; messageId: string } | { ok: false; reason: string };

export interface AccessPoint {
  send(message: AccessPointMessage): Promise<AccessPointAnswer>;
}

const TIMEOUT_MS = 30_000;

export class HttpAccessPoint implements AccessPoint {
  constructor(private readonly config: EInvoiceConfig) {}

  async send(message: AccessPointMessage): Promise<AccessPointAnswer> {
    if (this.config.accessPointUrl === '') return { ok: false, reason: 'Ingen accesspunkt är konfigurerad' };
    let response: Response;
    try {
      response = await fetch(`${this.config.accessPointUrl}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          authorization: `Bearer ${this.config.accessPointToken}`,
          'x-peppol-receiver': message.receiver,
          'x-peppol-document-type': message.documentType,
          'x-document-format': message.format,
        },
        body: message.xml,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { ok: false, reason: 'Accesspunkten svarar inte. Försök igen om en stund.' };
    }
    const body = (await response.json().catch(() => ({}))) as { messageId?: string; error?: string };
    if (response.ok && typeof body.messageId === 'string') return { ok: true, messageId: body.messageId };
    return { ok: false, reason: body.error ?? `Accesspunkten svarade ${response.status}` };
  }
}
