/**
 * Demo follow-ups of Rörfirman Demo AB: provider orders of the last three months as the provider
 * received them, run through the same ingestion as live orders (follow-up file, then invoice), so the
 * follow-up, invoice and summary lists open with content. Read states vary the way a firm's would.
 */
import type { OrderPayload } from '@shared/api/providerIntake.api';
import { addDays } from '@shared/domain/documents/document-rules';
import { formatDate } from '@shared/domain/format';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { catalogueProducts } from '../catalogue';
import { documents } from '../documents';
import { providerOrders } from '../providerIntake';
import { receiveFollowUp, receiveProviderInvoice } from '../unixDocuments';

interface OrderSeed {
  daysAgo: number;
  employee: string;
  mark: string;
  object: string;
  delivery: OrderPayload['delivery']['type'];
  /** Catalogue lines by their place in the list of stocked articles, and quantities in thousandths. */
  lines: Array<[index: number, quantity: number]>;
  unknown?: string;
  invoiced: boolean;
  readState: 'NEW' | 'VIEWED' | 'USED';
}

const orders: OrderSeed[] = [
  {
    daysAgo: 80,
    employee: 'Anna Lindqvist',
    mark: 'Bergström VVB',
    object: 'Villa Galtens väg 12, Lund',
    delivery: 'PICKUP',
    lines: [
      [0, 1000],
      [1, 2000],
      [2, 4000],
    ],
    invoiced: true,
    readState: 'USED',
  },
  {
    daysAgo: 66,
    employee: 'Erik Johansson',
    mark: 'Brf Vildanden stambyte',
    object: 'Vildandsvägen 2, Lund',
    delivery: 'DELIVERY',
    lines: [
      [3, 12000],
      [4, 6000],
      [5, 2000],
      [6, 10000],
    ],
    invoiced: true,
    readState: 'USED',
  },
  {
    daysAgo: 45,
    employee: 'Anna Lindqvist',
    mark: 'Öhrn golvvärme',
    object: 'Värpingevägen 7, Lund',
    delivery: 'PICKUP',
    lines: [
      [7, 6000],
      [8, 1000],
      [9, 4000],
    ],
    unknown: 'Specialbeställd shuntventil DN25',
    invoiced: true,
    readState: 'VIEWED',
  },
  {
    daysAgo: 31,
    employee: 'Erik Johansson',
    mark: 'Al-Hassan badrum',
    object: 'Husievägen 171, Malmö',
    delivery: 'DELIVERY',
    lines: [
      [10, 1000],
      [11, 1000],
      [12, 2000],
    ],
    invoiced: true,
    readState: 'VIEWED',
  },
  {
    daysAgo: 12,
    employee: 'Anna Lindqvist',
    mark: 'Servicebilen',
    object: 'Lager',
    delivery: 'PICKUP',
    lines: [
      [13, 20000],
      [14, 10000],
      [15, 5000],
      [1, 4000],
    ],
    invoiced: true,
    readState: 'VIEWED',
  },
  {
    daysAgo: 3,
    employee: 'Erik Johansson',
    mark: 'Lindgren kök',
    object: 'Klostergatan 4, Lund',
    delivery: 'PICKUP',
    lines: [
      [16, 1000],
      [17, 2000],
    ],
    invoiced: false,
    readState: 'NEW',
  },
  {
    daysAgo: 1,
    employee: 'Anna Lindqvist',
    mark: 'Brf Vildanden stambyte',
    object: 'Vildandsvägen 2, Lund',
    delivery: 'DELIVERY',
    lines: [
      [3, 6000],
      [18, 4000],
    ],
    unknown: 'Rensbrunn enligt ritning 4B',
    invoiced: false,
    readState: 'NEW',
  },
];

const seedClock = (isoDate: string) => ({ now: () => new Date(`${isoDate}T09:30:00+01:00`) });

function payloadOf(
  seed: OrderSeed,
  orderNumber: number,
  docDate: string,
  products: Array<{ article: string; rsk: string | null; name: string; unit: string }>,
): OrderPayload {
  const lines: OrderPayload['lines'] = seed.lines.flatMap(([index, quantity]) => {
    const p = products[index % products.length];
    return p
      ? [
          {
            article: p.article,
            rsk: p.rsk,
            name: p.name,
            quantity,
            unit: p.unit.toLowerCase(),
            priceOre: null,
          },
        ]
      : [];
  });
  if (seed.unknown)
    lines.push({
      article: 'BEST-9001',
      rsk: null,
      name: seed.unknown,
      quantity: 1000,
      unit: 'st',
      priceOre: 148_000,
    });
  const [street, city] = seed.object.split(', ');
  return {
    orderNumber,
    orderDate: docDate,
    firmCode: '100245',
    firmName: 'Rörfirman Demo AB',
    employee: seed.employee,
    mark: seed.mark,
    object: seed.object,
    message: '',
    warehouseCode: 'LUN',
    delivery: {
      type: seed.delivery,
      method: 'ENTIRE_ORDER',
      date: addDays(docDate, 1),
      receiver: seed.delivery === 'DELIVERY' ? seed.employee : '',
      address: {
        streetAddress: seed.delivery === 'DELIVERY' ? (street ?? '') : '',
        streetAddressExt: '',
        zipCode: '',
        city: seed.delivery === 'DELIVERY' ? (city ?? '') : '',
      },
    },
    contact: { name: seed.employee, phone: '', mobile: '', email: '' },
    lines,
  };
}

export async function seedDemoUnixDocuments(db: Db, firmId: string): Promise<void> {
  const products = await db
    .select({
      article: catalogueProducts.article,
      rsk: catalogueProducts.rsk,
      name: catalogueProducts.name,
      unit: catalogueProducts.unit,
    })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.active, true), isNotNull(catalogueProducts.grossPriceOre)))
    .orderBy(sql`${catalogueProducts.popularity} desc`, asc(catalogueProducts.article))
    .limit(20);
  if (products.length === 0) return;
  const today = formatDate(new Date());
  for (const [index, seed] of orders.entries()) {
    const docDate = addDays(today, -seed.daysAgo);
    const [row] = await db
      .insert(providerOrders)
      .values({
        firmId,
        idempotencyKey: crypto.randomUUID(),
        customerOrderId: crypto.randomUUID(),
        payload: payloadOf(seed, 1001 + index, docDate, products) as unknown as Record<string, unknown>,
        receivedAt: new Date(`${docDate}T08:00:00+01:00`),
      })
      .returning({ id: providerOrders.id });
    const providerOrderId = row!.id;
    const { unixOrderId } = await receiveFollowUp({
      deps: { db, clock: seedClock(docDate) },
      providerOrderId,
      sms: null,
    });
    if (seed.invoiced) {
      const { unixInvoiceId } = await receiveProviderInvoice({
        deps: { db, clock: seedClock(addDays(docDate, 2)) },
        providerOrderId,
      });
      const invoiceState = seed.daysAgo < 20 ? 'NEW' : 'VIEWED';
      await db.update(documents).set({ readState: invoiceState }).where(eq(documents.id, unixInvoiceId));
    }
    await db.update(documents).set({ readState: seed.readState }).where(eq(documents.id, unixOrderId));
  }
}
