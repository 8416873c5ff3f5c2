import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { MoneyInput, PercentInput, QuantityInput } from './NumberInputs';
import { percentMessages, priceInputMessage, quantityMessages } from './numbers';

function type(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

describe('MoneyInput', () => {
  it('reads Swedish amounts, with spaces and a decimal comma, as öre', () => {
    const onChange = vi.fn();
    renderWithProviders(<MoneyInput label="Pris" value={null} onChange={onChange} />);
    type('Pris', '1 234,50');
    expect(onChange).toHaveBeenLastCalledWith(123450);
    type('Pris', '1\u00a0250,5');
    expect(onChange).toHaveBeenLastCalledWith(125050);
    type('Pris', '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a typo in the field with its message and sends nothing', () => {
    const onChange = vi.fn();
    renderWithProviders(<MoneyInput label="Pris" value={65000} onChange={onChange} />);
    expect((screen.getByLabelText('Pris') as HTMLInputElement).value).toBe('650');
    type('Pris', '12,5x');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(priceInputMessage)).toBeTruthy();
    expect((screen.getByLabelText('Pris') as HTMLInputElement).value).toBe('12,5x');
  });
});

describe('PercentInput', () => {
  it('reads "12,5" as 1 250 basis points and shows basis points as percent', () => {
    const onChange = vi.fn();
    renderWithProviders(<PercentInput label="Rabatt" value={800} onChange={onChange} />);
    expect((screen.getByLabelText('Rabatt') as HTMLInputElement).value).toBe('8');
    type('Rabatt', '12,5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
  });

  it('asks for the number alone when "12,5 %" is typed, and refuses values out of range', () => {
    const onChange = vi.fn();
    renderWithProviders(<PercentInput label="Rabatt" value={0} onChange={onChange} maxBp={5000} />);
    type('Rabatt', '12,5 %');
    expect(screen.getByText(percentMessages.percentSign)).toBeTruthy();
    type('Rabatt', '60');
    expect(screen.getByText('Ange 0–50 %')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with emptyIsZero sends 0 for an emptied field and leaves the field empty while typing', () => {
    const onChange = vi.fn();
    function Discount() {
      const [bp, setBp] = useState(1000);
      return (
        <PercentInput
          label="Rabatt"
          value={bp}
          emptyIsZero
          onChange={(next) => {
            onChange(next);
            setBp(next ?? 0);
          }}
        />
      );
    }
    renderWithProviders(<Discount />);
    type('Rabatt', '');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect((screen.getByLabelText('Rabatt') as HTMLInputElement).value).toBe('');
  });
});

describe('QuantityInput', () => {
  it('reads "1,5" and refuses a negative quantity', () => {
    const onChange = vi.fn();
    renderWithProviders(<QuantityInput label="Antal" value={1} onChange={onChange} />);
    type('Antal', '1,5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    type('Antal', '-2');
    expect(screen.getByText(quantityMessages.negative)).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
