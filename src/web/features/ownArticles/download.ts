/** Saves a generated file the server answered as a `data:` link (exports are stateless, see the contract). */
export function downloadFile(link: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
