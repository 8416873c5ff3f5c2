/**
 * The client list's PDF and CSV come as short-lived links (clients.api.ts, filesApi.download): the PDF
 * is shown in a tab opened at the click, the CSV saved. The call layer's file helpers do the work.
 */
import { openPendingTab as openTab, saveFile, showFileInTab } from '../../../api/files';

/** An empty tab to show the file in, or null when the browser blocked it. */
export function openPendingTab(): Window | null {
  return openTab('Förbereder utskriften …');
}

export async function showInTab(tab: Window, link: string) {
  showFileInTab(tab, { link });
}

export async function download(link: string, fileName: string) {
  saveFile({ link, fileName });
}
