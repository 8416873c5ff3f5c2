import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls `onIdle` once after `ms` without a click, key, scroll or touch on the page; any activity starts
 * the wait again. `enabled` false stops watching (an empty basket has nothing to clear).
 */
export function useInactivity(ms: number, enabled: boolean, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => callback.current(), ms);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), ms);
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, reset);
    };
  }, [ms, enabled]);
}
