import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '../src/shared/domain/check-digits';
import { api, expect } from './fixtures';

/*
 * The invoicing wave's documents as the browser tests set them up through the API (issue #16): a
 * private client, a completed offer to invoice, an overdue invoice to remind, a late-paid invoice to
 * charge interest on, and the printed PDF of a document.
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The date `offset` days from today. */
export const day = (offset: number) => iso(new Date(Date.now() + offset * 86_400_000));
export const address = { streetAddress: 'Räntevägen 8', zipCode: '224 66', city: 'Lund' };

/** A private client (personnummer) with an address and 20 days' payment terms, made through the API. */
export async function privateClient(page: Page, name: string): Promise<string> {
  const first11 = `1975030${Math.floor(Math.random() * 9000 + 1000)}`;
  const organizationCode = `${first11}${luhnCheckDigit(first11.slice(2))}`;
  const client = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `F${Date.now().toString(36)}`,
      name,
      organizationCode,
      paymentDelay: 20,
      address: { street: 'Fakturavägen 12', postalCode: '224 66', city: 'Lund' },
    },
  });
  return client.uid;
}

/** A completed offer to that client with an hour of work and a part, as the editor would store it. */
export async function completedOffer(page: Page, clientUid: string, mark: string) {
  const draft = await api<{ uid: string; version: number }>(page, '/doc/offer', {
    newVersion: 0,
    data: {
      docDate: iso(new Date()),
      mark,
      clientUid,
      clientAddress: { streetAddress: 'Fakturavägen 12', zipCode: '224 66', city: 'Lund' },
      paymentDelay: 20,
      items: [
        {
          uid: randomUUID(),
          type: 'OWN_ARTICLE',
          ownArticleType: 'SERVICE',
          code: 'ARB1',
          description: 'Arbete montör',
          quantity: 2000,
          unit: 'tim',
          priceOre: 65_000,
        },
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Blandare kök',
          quantity: 1000,
          unit: 'st',
          priceOre: 189_000,
        },
      ],
    },
  });
  return api<{ uid: string; number: number }>(page, '/doc/complete', {
    docType: 'OFFER',
    docUid: draft.uid,
    newVersion: draft.version,
  });
}

export async function createFrom(page: Page, label: string, slug: string): Promise<string> {
  await page.getByTestId('create-from-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/edit/[0-9a-f-]{36}$`));
  return /\/edit\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
}

export async function printedPdf(page: Page, docType: string, uid: string): Promise<Buffer> {
  const file = await api<{ link: string }>(page, '/doc/printDocuments', {
    docType,
    documentUids: [uid],
    inline: true,
  });
  const response = await page.request.get(file.link);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}

export async function newClient(page: Page): Promise<string> {
  const first11 = `1975060${Math.floor(Math.random() * 9000 + 1000)}`;
  const created = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `R${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
      name: 'Rolf Sentbetalare',
      organizationCode: `${first11}${luhnCheckDigit(first11.slice(2))}`,
      paymentDelay: 30,
      address: { street: address.streetAddress, postalCode: address.zipCode, city: address.city },
    },
  });
  return created.uid;
}

/** An invoice of 1 000 kr + VAT due 40 days ago, paid in full 10 days ago: 30 days late. */
export async function latePaidInvoice(page: Page, clientUid: string): Promise<number> {
  const draft = await api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: day(-70),
      dueDate: day(-40),
      mark: `Sen betalning ${Date.now().toString(36)}`,
      clientUid,
      clientAddress: address,
      items: [
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Byte av varmvattenberedare',
          quantity: 1000,
          unit: 'st',
          priceOre: 100_000,
        },
      ],
    },
  });
  const done = await api<{ number: number }>(page, '/doc/complete', {
    docType: 'INVOICE',
    docUid: draft.uid,
    newVersion: draft.version,
  });
  await api(page, '/doc/payment', {
    docType: 'INVOICE',
    docUid: draft.uid,
    paymentDate: day(-10),
    paymentSum: 125_000,
  });
  return done.number;
}

export async function overdueInvoice(page: Page): Promise<{ uid: string; number: number }> {
  const tag = Date.now().toString(36);
  const client = await api<{ uid: string }>(page, '/profile/customerClient', {
    data: {
      code: `PM${tag}`.slice(0, 12),
      name: `Påminnelsekund ${tag}`,
      paymentDelay: 30,
      address: { street: 'Fakturagatan 1', postalCode: '22100', city: 'Lund' },
    },
  });
  const draft = await api<{ uid: string; version: number }>(page, '/doc/invoice', {
    newVersion: 0,
    data: {
      docDate: day(-60),
      dueDate: day(-30),
      clientUid: client.uid,
      clientAddress: {
        streetAddress: 'Fakturagatan 1',
        streetAddressExt: '',
        zipCode: '22100',
        city: 'Lund',
        contactName: '',
      },
      mark: `Påminnelse ${tag}`,
      items: [
        {
          uid: randomUUID(),
          type: 'NOMENCLATURE',
          nomenclatureItemType: 'FREE',
          code: 'FRI-1',
          description: 'Byte av blandare',
          quantity: 1000,
          unit: 'st',
          priceOre: 100_000,
        },
      ],
    },
  });
  return api(page, '/doc/complete', { docType: 'INVOICE', docUid: draft.uid, newVersion: draft.version });
}

/**
 * The firm's bankgiro as its settings say now: a bank file must be for it, and another spec (the company
 * settings) may have changed the demo firm's while the suite runs.
 */
export async function firmBankgiro(page: Page): Promise<string> {
  const answer = await page.request.get('/api/profile/customerProfile');
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { settings: { bankgiro: string } } };
  return result.settings.bankgiro;
}
