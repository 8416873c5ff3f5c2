import { useEffect, useRef, useState } from 'react';

/** product-spec §9: the header's height is measured again this long after the window stops resizing. */
const RESIZE_DEBOUNCE_MS = 70;

/**
 * The header scrolls away normally and is pinned to the top once the page has scrolled past its bottom
 * edge. The wrapper stays in the flow and keeps the header's height so the content does not jump.
 */
export function useStickyHeader<W extends HTMLElement, H extends HTMLElement>() {
  const wrapperRef = useRef<W>(null);
  const headerRef = useRef<H>(null);
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    let edge = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const update = () => setStuck(window.scrollY > edge);
    const measure = () => {
      const wrapper = wrapperRef.current;
      const header = headerRef.current;
      if (!wrapper || !header) return;
      const h = header.offsetHeight;
      setHeight(h);
      edge = wrapper.getBoundingClientRect().top + window.scrollY + h;
      update();
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };

    measure();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return { wrapperRef, headerRef, stuck, height };
}
