/**
 * How a print reaches the user (product-spec §8, decision 0018): the PDF opens in a tab opened at the
 * click; when the browser blocks that tab the user is told so and may download the file instead; a
 * downloaded PDF cannot start printing by itself, which the user is told too.
 */

import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { FileLink } from '@shared/api/files.api';
import { isAborted, isApiError } from '../../api/api-error';
import { openPendingTab, saveFile, showFileInTab } from '../../api/files';

export const POPUP_BLOCKED_TEXT = 'Vänligen tillåt öppna nytt fönster';
export const CANNOT_AUTO_PRINT_TEXT =
  'Utskriften kan inte starta automatiskt. Öppna den nedladdade filen och skriv ut den därifrån.';

/** Makes the file on the server: `inline` true for a tab, false for a file to save. */
export type MakeFile = (inline: boolean) => Promise<FileLink>;

/** The tab for the PDF; must be called in the click handler itself, before any await. */
export function openPrintTab(): Window | null {
  return openPendingTab('Förbereder utskriften …');
}

/** Tells what went wrong; a call the call layer already reported is not reported twice. */
export function notifyFailure(error: unknown, count: number, what = 'Utskriften'): void {
  if (isAborted(error) || (isApiError(error) && error.handled)) return;
  let message = `${what} kunde inte göras. Försök igen.`;
  if (isApiError(error)) {
    // The server refuses the whole call when one uid is gone (deleted, moved to the trash by someone else).
    message =
      error.status === 404 && count > 1
        ? `Kunde inte behandla ${count} dokument: minst ett av dem finns inte längre. Uppdatera listan och försök igen.`
        : error.displayText;
  }
  notifications.show({ color: 'red', title: `${what} misslyckades`, message, autoClose: 8000 });
}

/** Saves the file and, for a PDF, says how to print it. */
export async function downloadFile(make: MakeFile, count: number, pdf = true): Promise<void> {
  try {
    saveFile(await make(false));
  } catch (error) {
    notifyFailure(error, count, pdf ? 'Utskriften' : 'Exporten');
    return;
  }
  if (pdf) {
    notifications.show({ color: 'blue', title: 'PDF-filen är nedladdad', message: CANNOT_AUTO_PRINT_TEXT });
  }
}

/**
 * The popup was blocked: say so, and offer the download instead. The shell's `confirm` would do but for
 * its unnamed close button (axe: button-name), hence the dialog's own here.
 */
function offerDownload(make: MakeFile, count: number): void {
  modals.openConfirmModal({
    title: 'Nytt fönster blockerades',
    centered: true,
    closeButtonProps: { 'aria-label': 'Stäng' },
    children: `${POPUP_BLOCKED_TEXT} för Montör i webbläsarens inställningar, eller ladda ned PDF-filen i stället.`,
    labels: { confirm: 'Ladda ned PDF', cancel: 'Stäng' },
    onConfirm: () => void downloadFile(make, count),
  });
}

/** Shows the PDF in the tab opened at the click (`tab` null: it was blocked). */
export async function showPdf(tab: Window | null, make: MakeFile, count: number): Promise<void> {
  if (!tab) {
    offerDownload(make, count);
    return;
  }
  try {
    showFileInTab(tab, await make(true));
  } catch (error) {
    tab.close();
    notifyFailure(error, count);
  }
}
