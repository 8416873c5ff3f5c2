import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoaderTracker } from './loader-tracker';

describe('createLoaderTracker', () => {
  let changes: boolean[];
  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => vi.useRealTimers());

  const tracker = () => createLoaderTracker(500, (visible) => changes.push(visible));

  it('never shows for work that finishes within the delay', () => {
    const end = tracker().begin();
    vi.advanceTimersByTime(499);
    end();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('shows after the delay and hides when the last request finishes', () => {
    const loader = tracker();
    const endFirst = loader.begin();
    vi.advanceTimersByTime(300);
    const endSecond = loader.begin();
    vi.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    endFirst();
    expect(changes).toEqual([true]);
    endSecond();
    expect(changes).toEqual([true, false]);
  });

  it('counts a finished request once even if ended twice', () => {
    const loader = tracker();
    const endFirst = loader.begin();
    const endSecond = loader.begin();
    vi.advanceTimersByTime(500);
    endFirst();
    endFirst();
    expect(changes).toEqual([true]);
    endSecond();
    expect(changes).toEqual([true, false]);
  });

  it('starts a fresh delay for work that begins after everything finished', () => {
    const loader = tracker();
    loader.begin()();
    const end = loader.begin();
    vi.advanceTimersByTime(499);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    end();
  });
});
