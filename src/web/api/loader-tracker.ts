export interface LoaderTracker {
  /** Marks one request as started; call the returned function when it has finished (once). */
  begin(): () => void;
}

/**
 * Quick requests never flash the overlay: it appears only when work has been in flight for `delayMs`
 * and disappears as soon as nothing is in flight.
 */
export function createLoaderTracker(delayMs: number, onChange: (visible: boolean) => void): LoaderTracker {
  let active = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function show() {
    timer = undefined;
    if (active > 0 && !visible) {
      visible = true;
      onChange(true);
    }
  }

  function finish() {
    active -= 1;
    if (active > 0) return;
    clearTimeout(timer);
    timer = undefined;
    if (visible) {
      visible = false;
      onChange(false);
    }
  }

  return {
    begin() {
      active += 1;
      if (!visible && timer === undefined) timer = setTimeout(show, delayMs);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        finish();
      };
    },
  };
}
