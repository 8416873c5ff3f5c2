import type { FileLink } from '@shared/api/files.api';

/**
 * The one way the web opens a file result. An endpoint with a file result (`fileResult()`) is fetched
 * by the browser itself at its address — in a tab, an `<img>` or a download — never through `call`, so
 * the file never passes through JavaScript memory. Exports answer a short-lived same-origin link
 * (`FileLink`, to `filesApi.download`), which a tab may open (Chromium refuses a `data:` address there).
 */

/**
 * An empty tab to show a file in, or null when the browser blocked it. Opened before the export call
 * answers, while the click still counts as the user's: a tab opened after an await is often stopped by
 * the popup blocker.
 */
export function openPendingTab(text = 'Förbereder …'): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Förbereder …';
    tab.document.body.style.fontFamily = 'system-ui, sans-serif';
    tab.document.body.textContent = text;
  }
  return tab;
}

/** Shows the file in the tab: the server's `Content-Disposition: inline` lets the browser display it. */
export function showFileInTab(tab: Window, file: Pick<FileLink, 'link'>): void {
  tab.location.href = file.link;
}

/** Saves the file under its name; the link is same-origin, so `download` is honoured. */
export function saveFile(file: Pick<FileLink, 'link' | 'fileName'>): void {
  const anchor = document.createElement('a');
  anchor.href = file.link;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
