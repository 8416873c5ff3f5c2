/**
 * The client list's print page and CSV come as `data:` links (clients.api.ts). Browsers refuse to open a
 * `data:` address in a tab, so the content is turned into a same-origin blob first. The print tab is
 * opened before the call answers, while the click still counts as the user's: a tab opened after an await
 * is often stopped by the popup blocker.
 */
async function toBlobUrl(dataLink: string): Promise<string> {
  const blob = await (await fetch(dataLink)).blob();
  return URL.createObjectURL(blob);
}

/** An empty tab to show the file in, or null when the browser blocked it. */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Förbereder …';
    tab.document.body.style.fontFamily = 'system-ui, sans-serif';
    tab.document.body.textContent = 'Förbereder utskriften …';
  }
  return tab;
}

export async function showInTab(tab: Window, dataLink: string) {
  const url = await toBlobUrl(dataLink);
  tab.location.href = url;
  // The tab keeps its own copy once loaded; a minute is ample for it to load.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function download(dataLink: string, fileName: string) {
  const url = await toBlobUrl(dataLink);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
