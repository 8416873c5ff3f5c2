import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RotListFilters, type RotListFilterValues } from './RotListFilters';

const none: RotListFilterValues = { taxDeductionState: null, taxDeductionXmlNotSent: false };

function renderFilters(docType: Parameters<typeof RotListFilters>[0]['docType'], values = none) {
  const onChange = vi.fn();
  renderWithProviders(<RotListFilters docType={docType} values={values} onChange={onChange} />);
  return onChange;
}

describe('the invoice list ROT filters', () => {
  it('are shown on the kind that claims ROT, with every state by its Swedish label', async () => {
    const onChange = renderFilters('INVOICE');
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'ROT-status' }));
    const options = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toEqual([
      'Ej aktuell',
      'ROT – ej betald av kund',
      'ROT – betald av kund',
      'ROT – fil skapad',
      'ROT – utbetald av Skatteverket',
    ]);
    await user.click(screen.getByRole('option', { name: 'ROT – betald av kund', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ taxDeductionState: 'PAID_BY_CLIENT' });
  });

  it('turn "ROT-fil ej skapad" on and off', async () => {
    const onChange = renderFilters('INVOICE');
    await userEvent.setup().click(screen.getByRole('switch', { name: 'ROT-fil ej skapad' }));
    expect(onChange).toHaveBeenLastCalledWith({ taxDeductionXmlNotSent: true });
  });

  it('show the chosen filters', () => {
    renderFilters('INVOICE', { taxDeductionState: 'XML_SENT', taxDeductionXmlNotSent: true });
    const select = screen.getByRole('textbox', { name: 'ROT-status' }) as HTMLInputElement;
    const toggle = screen.getByRole('switch', { name: 'ROT-fil ej skapad' }) as HTMLInputElement;
    expect(select.value).toBe('ROT – fil skapad');
    expect(toggle.checked).toBe(true);
  });

  it.each([
    ['an offer, which only shows ROT', 'OFFER'],
    ['a work order', 'WORK_ORDER'],
    ['a credit invoice, which claims nothing', 'CREDIT_INVOICE'],
  ] as const)('are absent on %s', (_, docType) => {
    renderFilters(docType);
    expect(screen.queryByText('ROT-status')).toBeNull();
    expect(screen.queryByText('ROT-fil ej skapad')).toBeNull();
  });
});
