import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../shell/dialogs';

/**
 * Asks before edits are lost (product-spec §8, "unsaved-changes prompts when leaving a page"): inside
 * the app with our own dialog, on reload or closing the tab with the browser's. `keepWithin` is a path
 * prefix the user may move around in without losing anything (the settings pages share one form).
 */
export function useUnsavedChanges(dirty: boolean, keepWithin?: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(keepWithin && nextLocation.pathname.startsWith(keepWithin)),
  );

  // The blocker object changes on every render; the dialog must open once per blocked navigation.
  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Osparade ändringar',
      message: 'Du har ändringar som inte är sparade. Vill du lämna sidan utan att spara dem?',
      confirmLabel: 'Lämna utan att spara',
      cancelLabel: 'Stanna kvar',
      danger: true,
    }).then((leave) => (leave ? latest.current.proceed?.() : latest.current.reset?.()));
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
