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
