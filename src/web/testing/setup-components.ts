import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs, which jsdom does not implement.
if (typeof window !== 'undefined') {
  // Reduced motion, so Mantine's transitions finish at once: a transition's timer that outlives its
  // test would set state after jsdom is gone ("window is not defined") and fail the run.
  window.matchMedia ??= (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // The rich-text editor (ProseMirror) measures where the cursor is to keep it in view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  window.Range.prototype.getClientRects ??= noRects;
  window.Range.prototype.getBoundingClientRect ??= emptyRect;
  window.Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}

afterEach(() => cleanup());
