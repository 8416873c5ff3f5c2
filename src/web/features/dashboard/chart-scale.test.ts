import { describe, expect, it } from 'vitest';
import { axisLabel, longMonthLabel, monthLabel, niceStep, valueScale } from './chart-scale';

describe('niceStep', () => {
  it.each([
    [100, 4, 25],
    [1_000, 4, 250],
    [9_000, 4, 2_500],
    [4_100, 4, 2_000],
    [12_000_000, 4, 5_000_000],
    [7, 4, 2],
  ])('covers %d in %d steps with %d', (span, parts, step) => {
    expect(niceStep(span, parts)).toBe(step);
    expect(step * parts).toBeGreaterThanOrEqual(span);
  });
});

describe('valueScale', () => {
  it('rounds the top up to a whole step and maps values to pixels from the top', () => {
    const scale = valueScale([0, 3_400_000, 1_200_000]);
    expect(scale).toMatchObject({ min: 0, max: 4_000_000, step: 1_000_000 });
    expect(scale.ticks).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000]);
    expect(scale.y(4_000_000, 200)).toBe(0);
    expect(scale.y(0, 200)).toBe(200);
    expect(scale.y(1_000_000, 200)).toBe(150);
  });

  it('reaches below zero when credits exceed a month’s invoices', () => {
    const scale = valueScale([800_000, -150_000]);
    expect(scale.min).toBe(-250_000);
    expect(scale.max).toBe(1_000_000);
    expect(scale.ticks[0]).toBe(-250_000);
    expect(scale.y(0, 100)).toBe(80);
  });

  it('draws an empty year on a 0–1 000 kr axis instead of dividing by zero', () => {
    const scale = valueScale([0, 0, 0]);
    expect(scale).toMatchObject({ min: 0, max: 100_000, step: 25_000 });
    expect(Number.isFinite(scale.y(0, 120))).toBe(true);
  });
});

describe('labels', () => {
  it('shortens amounts on the axis', () => {
    expect(axisLabel(0)).toBe('0 kr');
    expect(axisLabel(80_000)).toBe('800 kr');
    expect(axisLabel(2_500_000)).toBe('25 tkr');
    expect(axisLabel(150_000_000)).toBe('1,5 mkr');
    expect(axisLabel(200_000_000)).toBe('2 mkr');
    expect(axisLabel(-2_500_000)).toBe('−25 tkr');
  });

  it('names months in Swedish', () => {
    expect(monthLabel('2026-05')).toBe('maj');
    expect(monthLabel('2026-01', true)).toBe('jan 2026');
    expect(longMonthLabel('2025-12')).toBe('december 2025');
  });
});
