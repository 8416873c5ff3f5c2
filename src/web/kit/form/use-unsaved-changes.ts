import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../shell/dialogs';

/** The one question asked before edits are lost (product-spec §8), for pages and dialogs alike. */
export const unsavedChangesText = {
  title: 'Lämna sidan utan att spara?',
  message: 'Du har ändringar som inte är sparade. Om du lämnar sidan försvinner de.',
  confirmLabel: 'Lämna sidan',
  cancelLabel: 'Stanna kvar',
} as const;

/** The words of the question; a form may name what is left ("Lämna dokumentet?"). */
export type UnsavedChangesText = { [K in keyof typeof unsavedChangesText]: string };

/** True when the user chose to leave and lose the edits. */
export function confirmLeavingUnsaved(text: Partial<UnsavedChangesText> = {}): Promise<boolean> {
  return confirm({ ...unsavedChangesText, ...text, danger: true });
}

/** The same question for a dialog, which is closed rather than left. */
export function confirmClosingUnsaved(): Promise<boolean> {
  return confirm({
    ...unsavedChangesText,
    title: 'Stäng utan att spara?',
    message: 'Du har ändringar som inte är sparade. Om du stänger försvinner de.',
    confirmLabel: 'Stäng utan att spara',
    danger: true,
  });
}

export interface UnsavedChangesOptions {
  /**
   * Paths the user may move to without leaving the form (the settings pages share one form; the
   * document editor's own address, where only the query changes or /new becomes /edit/:uid).
   */
  stayingWithin?: (pathname: string, fromPathname: string) => boolean;
  /** Other words for the question; the rest stay the common ones. */
  text?: Partial<UnsavedChangesText>;
}

/**
 * Asks before leaving a form with unsaved edits: in-app navigation through React Router's blocker and
 * our own dialog, a reload or closed tab through the browser's own prompt. `dirty` may be a function
 * for forms that keep their state outside React (the document editor). `allowNextNavigation` lets the
 * form leave on purpose (after a save that moves to the saved record's address).
 */
export function useUnsavedChangesPrompt(
  dirty: boolean | (() => boolean),
  options: UnsavedChangesOptions = {},
) {
  const allow = useRef(false);
  const isDirty = useRef(dirty);
  isDirty.current = dirty;
  const within = useRef(options.stayingWithin);
  within.current = options.stayingWithin;
  const text = useRef(options.text);
  text.current = options.text;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const current = isDirty.current;
    if (allow.current || !(typeof current === 'function' ? current() : current)) return false;
    if (within.current?.(nextLocation.pathname, currentLocation.pathname)) return false;
    return (
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search
    );
  });
  // The blocker object changes identity on every render; the dialog must open once per blocked navigation.
  const asking = useRef(false);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeavingUnsaved(text.current).then((leave) => {
      asking.current = false;
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);

  const watching = typeof dirty === 'function' || dirty;
  useEffect(() => {
    if (!watching) return;
    const warn = (event: BeforeUnloadEvent) => {
      const current = isDirty.current;
      if (typeof current === 'function' ? current() : current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [watching]);

  const allowNextNavigation = useCallback(() => {
    allow.current = true;
  }, []);
  return { allowNextNavigation };
}
