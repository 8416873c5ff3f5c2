import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '../src/shared/domain/check-digits';
import { api } from './fixtures';

/*
 * Invoices for the payments specs: a completed invoice names its buyer and the buyer's address (the
 * legal contents of an invoice), so each gets a private client of its own.
 */

export const today = () => new Date().toISOString().slice(0, 10);

const address = { streetAddress: 'Betalvägen 3', zipCode: '224 66', city: 'Lund' };

async function client(page: Page): Promise<string> {
  const first11 = `1980040${Math.floor(Math.random() * 9000 + 1000)}`;
  const created = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `B${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
      name: 'Karin Betalare',
      organizationCode: `${first11}${luhnCheckDigit(first11.slice(2))}`,
      paymentDelay: 20,
      address: { street: address.streetAddress, postalCode: address.zipCode, city: address.city },
    },
  });
  return created.uid;
}

/** A draft invoice of 4 × 500 kr (+ VAT) to a client of its own. */
export async function draftInvoice(
  page: Page,
  mark = 'Betalningar',
): Promise<{ uid: string; version: number }> {
  return api(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: today(),
      mark: `${mark} ${Date.now().toString(36)}`,
      clientUid: await client(page),
      clientAddress: address,
      items: [
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Kopplingsledning 300 mm',
          quantity: 4000,
          unit: 'st',
          priceOre: 50_000,
        },
      ],
    },
  });
}

/** Completed: its number and payable sum as the payments call answers them. */
export async function completedInvoice(page: Page, mark?: string) {
  const draft = await draftInvoice(page, mark);
  await api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
  const state = await page.request.get(`/api/doc/payments?docType=INVOICE&docUid=${draft.uid}`);
  const { result } = (await state.json()) as { result: { invoiceNumber: number; invoiceSum: number } };
  return { uid: draft.uid, number: result.invoiceNumber, total: result.invoiceSum };
}
