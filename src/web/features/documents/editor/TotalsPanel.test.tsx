import { material, own, pricing } from '@shared/domain/documents/document-test-lines';
import { computeDocumentTotals } from '@shared/domain/documents/document-totals';
import { formatKr } from '@shared/domain/format';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SaveStatus } from './SaveStatus';
import { TotalsPanel } from './TotalsPanel';

// Decision 0021 in the editor's summary: the lines left out are named, TB arbete says when no cost is
// known, and a credit's payable row is "Att återbetala".

describe('TotalsPanel', () => {
  it('names the line the totals leave out and keeps the valid sum', () => {
    const totals = computeDocumentTotals([material(), material({ discountOre: 15_000 })], pricing());
    renderWithProviders(<TotalsPanel totals={totals} netPricesVisible reverseTaxLiability={false} />);
    expect(screen.getByTestId('totals-invalid-lines').textContent).toContain(
      'Rad 2: rabatten är större än priset – raden räknas inte med',
    );
    expect(screen.getByTestId('totals-payable').textContent).toBe(formatKr(12_500));
  });

  it('marks TB arbete from labour without a purchase price', () => {
    const totals = computeDocumentTotals([own('SERVICE', { priceOre: 65_000, unit: 'tim' })], pricing());
    renderWithProviders(<TotalsPanel totals={totals} netPricesVisible reverseTaxLiability={false} />);
    expect(screen.getByTestId('totals-work-profit').textContent).toBe(formatKr(65_000));
    expect(screen.getByTestId('totals-work-profit-note').textContent).toBe('(ingen kostnad angiven)');
  });

  it('labels a credit\'s negative sum "Att återbetala"', () => {
    const totals = computeDocumentTotals([material()], pricing({ credit: true }));
    renderWithProviders(<TotalsPanel totals={totals} netPricesVisible={false} reverseTaxLiability={false} />);
    expect(screen.getByText('Att återbetala')).toBeTruthy();
    expect(screen.getByTestId('totals-payable').textContent).toBe(formatKr(-12_500));
    expect(screen.queryByTestId('totals-invalid-lines')).toBeNull();
  });
});

describe('TotalsPanel with ROT', () => {
  it('takes the deduction off the total incl. VAT, just above "Att betala"', () => {
    // 10 h at 650 kr = 6 500 kr, 8 125 kr incl. VAT; ROT 2 437 kr claimed → 5 688 kr to pay.
    const lines = [own('ROT_SERVICE', { priceOre: 65_000, unit: 'tim', quantity: 10_000 })];
    const totals = computeDocumentTotals(lines, pricing({ taxDeductionOre: 243_700 }));
    const { container } = renderWithProviders(
      <TotalsPanel totals={totals} netPricesVisible={false} reverseTaxLiability={false} />,
    );
    expect(screen.getByTestId('totals-with-vat').textContent).toBe(formatKr(812_500));
    expect(screen.getByTestId('totals-rot').textContent).toBe(formatKr(-243_700));
    expect(screen.getByTestId('totals-payable').textContent).toBe(formatKr(568_800));
    const order = [...container.querySelectorAll('[data-testid^="totals-"]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(order.indexOf('totals-vat-2500')).toBeLessThan(order.indexOf('totals-rot'));
    expect(order.indexOf('totals-rot')).toBeLessThan(order.indexOf('totals-payable'));
  });
});

describe('SaveStatus', () => {
  it('says beside "Sparat" that lines are not counted', () => {
    renderWithProviders(
      <SaveStatus
        status={{ kind: 'saved', at: new Date('2026-11-24T13:32:00Z') }}
        modifiedAt={null}
        readOnly={false}
        linesNotCounted={2}
      />,
    );
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Sparat .+ – 2 rader räknas inte med$/);
  });
});
