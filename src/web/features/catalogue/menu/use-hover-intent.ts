import { useCallback, useEffect, useRef } from 'react';

/**
 * product-spec §9: menu sub-lists open and close only after the pointer has rested this long, so a
 * pointer passing over the menu on its way elsewhere changes nothing.
 */
export const HOVER_INTENT_MS = 200;

/** Runs the latest scheduled action after the delay unless something else is scheduled or it is cancelled. */
export function useHoverIntent(delay = HOVER_INTENT_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (action: () => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(action, delay);
    },
    [delay],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
