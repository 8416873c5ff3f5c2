import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORTNOX_OPENAPI_FILE, OpenApiRequestChecker } from './stub.schema';

const shared = path.resolve(FORTNOX_OPENAPI_FILE, '../../../../shared/validators/fortnox/openapi.json');
const hasShared = existsSync(shared);

describe("the stub's OpenAPI check", () => {
  const checker = new OpenApiRequestChecker();

  it.skipIf(!hasShared)('uses a vendored description identical to ../shared/validators/fortnox', () => {
    expect(readFileSync(FORTNOX_OPENAPI_FILE, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('finds literal paths before templated ones, and takes bodies only where the operation has one', () => {
    expect(checker.check('GET', '/3/assets/types', undefined).operation?.template).toBe('/3/assets/types');
    expect(checker.check('GET', '/3/customers/12', undefined)).toMatchObject({
      operation: { template: '/3/customers/{CustomerNumber}' },
      problems: [],
    });
    expect(checker.check('DELETE', '/3/invoices/12', undefined).problems[0]).toMatch(/finns inte/);
    expect(checker.check('POST', '/3/invoices', undefined).problems).toEqual(['/ body saknas']);
  });

  it('checks formats and enums as Fortnox declares them', () => {
    const invoice = (over: Record<string, unknown>) => ({ Invoice: { CustomerNumber: '1', ...over } });
    expect(checker.check('POST', '/3/invoices', invoice({ InvoiceDate: '2026-11-25' })).problems).toEqual([]);
    expect(checker.check('POST', '/3/invoices', invoice({ InvoiceDate: '25/11/2026' })).problems[0]).toMatch(
      /InvoiceDate/,
    );
    expect(checker.check('POST', '/3/invoices', invoice({ TaxReductionType: 'rutt' })).problems[0]).toMatch(
      /TaxReductionType/,
    );
    const row = { InvoiceRows: [{ HouseWorkType: 'HVAC', VAT: 25.5 }] };
    expect(checker.check('POST', '/3/invoices', invoice(row)).problems[0]).toMatch(/VAT/);
  });
});
