import { saveFile } from '../../api/files';

/** Saves the export the server answered as a short-lived link (ownArticles.api.ts, filesApi.download). */
export function downloadFile(link: string, fileName: string) {
  saveFile({ link, fileName });
}
