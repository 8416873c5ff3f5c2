import type {
  DocumentDataInput,
  DocumentItemDataInput,
  DocumentTaxDeductionInput,
} from '@shared/api/documents';
import { documentData, freeLine, workLine } from './document-fixtures';

/**
 * ROT cases for the tests of issue #17: a couple who own a house together (Anna and Per Ek, Villa
 * Ek 1:23 in Lund), a tenant-owner in a flat, and a bathroom's lines. Personnummer and the housing
 * association's organisation number carry valid check digits; Anna is 46 on 2026-11-21, Lisa 16.
 */
export const rotPeople = {
  anna: { name: 'Anna Ek', personalNumber: '198001012387' },
  per: { name: 'Per Ek', personalNumber: '198203154599' },
  gustav: { name: 'Gustav Holm', personalNumber: '195512240010' },
  /** Under 18 on the invoice date: may not claim ROT. */
  lisa: { name: 'Lisa Ek', personalNumber: '201001011236' },
} as const;

export const rotProperty = {
  propertyDesignation: 'Lund Villa Ek 1:23',
  flatNumber: '',
  associationOrgNumber: '',
};
export const rotFlat = { propertyDesignation: '', flatNumber: '1102', associationOrgNumber: '7696123459' };

/**
 * The bathroom: 20 h ROT work at 650 kr (13 000 kr, 16 250 kr incl. VAT), 2 h travel-free other work at
 * 500 kr, and 8 000 kr of material. ROT 30 % of 16 250 = 4 875 kr.
 */
export function rotLines(): DocumentItemDataInput[] {
  return [
    workLine({
      ownArticleType: 'ROT_SERVICE',
      code: 'ROT1',
      description: 'Arbete badrum (ROT)',
      quantity: 20_000,
      priceOre: 65_000,
    }),
    workLine({ quantity: 2000, priceOre: 50_000 }),
    freeLine({
      description: 'Duschvägg och blandare',
      quantity: 1000,
      priceOre: 800_000,
      purchasePriceOre: 600_000,
    }),
  ];
}

/** Both owners, half each by the automatic distribution, with the hours and material split between them. */
export function coupleTaxDeduction(over: Partial<DocumentTaxDeductionInput> = {}): DocumentTaxDeductionInput {
  return {
    autoDistribution: true,
    taxPayers: [
      { ...rotPeople.anna, ...rotProperty, works: [{ type: 'VVS', hours: 10, materialCostOre: 500_000 }] },
      { ...rotPeople.per, ...rotProperty, works: [{ type: 'VVS', hours: 10, materialCostOre: 500_000 }] },
    ],
    ...over,
  };
}

/** A private client's invoice (or offer) with the bathroom and the couple's ROT part. */
export function rotDocumentData(over: Partial<DocumentDataInput> = {}): DocumentDataInput {
  return documentData({ items: rotLines(), taxDeduction: coupleTaxDeduction(), ...over });
}
