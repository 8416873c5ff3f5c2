import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../shell/dialogs';

/**
 * Asks before leaving a form with unsaved edits (product-spec §8): in-app navigation through React
 * Router's blocker and our own dialog, a reload or closed tab through the browser's own prompt.
 * `allowNextNavigation` lets the form leave on purpose (after a save, on "Avbryt" the user confirmed).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const allow = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allow.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // The blocker object changes identity on every render; the dialog must open once per blocked navigation.
  const asking = useRef(false);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Lämna sidan utan att spara?',
      message: 'Du har ändringar som inte är sparade. Om du lämnar sidan försvinner de.',
      confirmLabel: 'Lämna sidan',
      cancelLabel: 'Stanna kvar',
      danger: true,
    }).then((leave) => {
      asking.current = false;
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allow.current = true;
  }, []);
  return { allowNextNavigation };
}
