import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollingActive, registerPollingTask, setPollingInterval, startPolling, stopPolling } from './polling';

describe('polling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setPollingInterval(1000);
  });
  afterEach(() => {
    stopPolling();
    vi.useRealTimers();
  });

  it('runs every registered task on the shared interval until stopped', async () => {
    const session = vi.fn(async () => {});
    const counters = vi.fn(async () => {});
    const unregister = [
      registerPollingTask({ id: 'session', run: session }),
      registerPollingTask({ id: 'counters', run: counters }),
    ];
    startPolling();
    expect(pollingActive.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(session).toHaveBeenCalledTimes(2);
    expect(counters).toHaveBeenCalledTimes(2);

    stopPolling();
    expect(pollingActive.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(session).toHaveBeenCalledTimes(2);
    for (const off of unregister) off();
  });

  it('does not start a round while the previous one is still running', async () => {
    let finish: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const off = registerPollingTask({ id: 'slow', run: slow });
    startPolling();
    await vi.advanceTimersByTimeAsync(3000);
    expect(slow).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow).toHaveBeenCalledTimes(2);
    stopPolling();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    off();
  });

  it('follows a new interval from the global settings', async () => {
    const task = vi.fn(async () => {});
    const off = registerPollingTask({ id: 'task', run: task });
    startPolling();
    setPollingInterval(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    off();
  });

  it('a failing task does not stop the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ok = vi.fn(async () => {});
    const offs = [
      registerPollingTask({ id: 'broken', run: async () => Promise.reject(new Error('boom')) }),
      registerPollingTask({ id: 'ok', run: ok }),
    ];
    startPolling();
    await vi.advanceTimersByTimeAsync(2000);
    expect(ok).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    for (const off of offs) off();
    warn.mockRestore();
  });
});
