import { describe, expect, it } from 'vitest';
import { loggedError } from '../../../platform/http/log-safe';
import { rotPeople, rotProperty } from '../../../testing/rot-fixtures';
import type { RotCase } from '../xml/xml.files';
import { validateRotXml } from '../xml/xml.schema';
import { schemaCheckedXml } from './requests.files';

/** The couple's case as the file use case makes it (8 125 kr labour, 2 437 kr requested). */
const annaCase = (over: Partial<RotCase> = {}): RotCase => ({
  buyerPersonalNumber: rotPeople.anna.personalNumber,
  paymentDate: '2026-11-21',
  priceForWorkKr: 8125,
  paidAmountKr: 5688,
  requestedAmountKr: 2437,
  invoiceNumber: '1042',
  otherCostKr: 0,
  ...rotProperty,
  flatNumber: null,
  associationOrgNumber: null,
  works: [{ type: 'VVS', hours: 10, materialCostKr: 5000 }],
  ...over,
});

describe('schemaCheckedXml', () => {
  it('answers a file the schema accepts', async () => {
    const xml = await schemaCheckedXml({ name: 'ROT-20261121-1', cases: [annaCase()] });
    expect(await validateRotXml(xml)).toEqual([]);
  });

  it('never answers a file the schema refuses: a 500 whose logged cause names the element, not the value', async () => {
    // AntalTimmar is 0–999 in the schema; Skatteverket's rules (checked before) say nothing of the top.
    const error = await schemaCheckedXml({
      name: 'ROT-20261121-1',
      cases: [annaCase({ works: [{ type: 'VVS', hours: 1234, materialCostKr: 5000 }] })],
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'XML_INVALID', status: 500 });
    const logged = JSON.stringify(loggedError(error));
    expect(logged).toMatch(/AntalTimmar/);
    expect(logged).not.toMatch(/1234/);
  });
});
