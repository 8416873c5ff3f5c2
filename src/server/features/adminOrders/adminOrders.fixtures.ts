import type { OrderPayload } from '@shared/api/providerIntake.api';

type Line = OrderPayload['lines'][number];

const defaultLines: Line[] = [
  {
    article: 'B10001',
    rsk: '1234567',
    name: 'Tvättställsblandare',
    quantity: 2000,
    unit: 'st',
    priceOre: 175_050,
  },
  { article: 'R20003', rsk: null, name: 'Kopparrör 15 mm', quantity: 1500, unit: 'm', priceOre: 4_333 },
];

/** An order as firm 100245's "Skicka beställning" sends it to the intake, picked up in Lund. */
export const orderPayload = (mark: string, lines: Line[] = defaultLines): OrderPayload => ({
  orderNumber: 17,
  orderDate: '2026-11-20',
  firmCode: '100245',
  firmName: 'Rörfirman Demo AB',
  employee: 'Erik Johansson',
  mark,
  object: 'Badrum Lindgren',
  message: 'Ring innan',
  warehouseCode: 'LUN',
  delivery: {
    type: 'PICKUP',
    method: 'ENTIRE_ORDER',
    date: '2026-11-23',
    receiver: '',
    address: { streetAddress: '', streetAddressExt: '', zipCode: '', city: '' },
  },
  contact: { name: 'Erik Johansson', phone: '', mobile: '070-123 45 67', email: 'erik@rorfirman-demo.se' },
  lines,
});
