/**
 * Saves bytes the page holds as a file under a given name: an object URL on a link with the
 * `download` attribute, clicked, then revoked so the bytes do not stay in memory for the page's
 * life. The strict CSP allows it (no script, no frame; a download is not a navigation), which
 * tests/browser/documents.test.ts proves in Chromium.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click's task: the browser has taken the URL by then (revoking at once can cancel it in some).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
