import { randomUUID } from 'node:crypto';

/**
 * The ROT case of the end-to-end specs (issue #17), as src/server/testing/rot-fixtures.ts has it for
 * the API tests: Anna and Per Ek own their house together (valid check digits, adults), and a bathroom
 * of 20 h ROT work at 650 kr (16 250 kr incl. VAT) and a shower wall of 8 000 kr (10 000 kr incl. VAT).
 * ROT 30 % of each owner's half, 8 125 kr: 2 437,50 → 2 437 kr each (whole kronor down), 4 874 kr.
 */
const property = { propertyDesignation: 'Lund Villa Ek 1:23', flatNumber: '', associationOrgNumber: '' };
/** Each owner: half the hours and half the material (5 000 kr incl. VAT). */
const vvs = { type: 'VVS', hours: 10, materialCostOre: 500_000 };

export const rotCouple = {
  autoDistribution: true,
  taxPayers: [
    { name: 'Anna Ek', personalNumber: '198001012387', ...property, works: [vvs] },
    { name: 'Per Ek', personalNumber: '198203154599', ...property, works: [vvs] },
  ],
};

export function bathroomLines() {
  return [
    {
      uid: randomUUID(),
      type: 'OWN_ARTICLE',
      ownArticleType: 'ROT_SERVICE',
      code: 'ROT1',
      description: 'Arbete badrum (ROT)',
      quantity: 20_000,
      unit: 'tim',
      priceOre: 65_000,
    },
    {
      uid: randomUUID(),
      type: 'NOMENCLATURE',
      nomenclatureItemType: 'FREE',
      code: 'FRI-1',
      description: 'Duschvägg och blandare',
      quantity: 1000,
      unit: 'st',
      priceOre: 800_000,
    },
  ];
}
