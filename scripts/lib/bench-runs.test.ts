import { describe, expect, it } from 'vitest';
import { medianRun, spreadOf } from './bench-runs';

describe('medianRun', () => {
  it('reports the middle run by p95, not the best', () => {
    const runs = [
      { p95: 30, id: 'a' },
      { p95: 10, id: 'b' },
      { p95: 20, id: 'c' },
    ];
    expect(medianRun(runs).id).toBe('c');
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianRun([{ p95: 4 }, { p95: 1 }, { p95: 3 }, { p95: 2 }]).p95).toBe(2);
    expect(medianRun([{ p95: 7 }]).p95).toBe(7);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow();
  });
});

describe('spreadOf', () => {
  it('lists the runs in order and their spread', () => {
    expect(spreadOf([{ p95: 12 }, { p95: 30.2 }, { p95: 14.1 }])).toBe(
      'p95s 12.0 / 30.2 / 14.1 ms, spread 18.2 ms',
    );
  });
});
