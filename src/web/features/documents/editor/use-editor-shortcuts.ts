import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../shell/dialogs';

function isEditingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/** Ctrl+Z anywhere outside a text being edited undoes the editor's last change (a text field keeps its own undo). */
export function useUndoShortcut(undo: () => void) {
  const undoRef = useRef(undo);
  undoRef.current = undo;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey) return;
      if (e.key.toLowerCase() !== 'z' || isEditingText(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      undoRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Leaving with edits the server does not have yet asks first (a closed tab or reload gets the browser's
 * own prompt). The editor's own move from /new to /edit/:docUid is not leaving.
 */
export function useLeaveGuard(isDirty: () => boolean, ownPath: (pathname: string) => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !ownPath(nextLocation.pathname) && isDirty(),
  );
  const asking = useRef(false);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: 'Lämna dokumentet?',
      message: 'Dina senaste ändringar är inte sparade än. Om du lämnar sidan nu försvinner de.',
      confirmLabel: 'Lämna utan att spara',
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
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
