/**
 * Saves a fetched file under the given name. Project files and staff exports need the Bearer token,
 * which a plain link cannot carry, so they are fetched and handed to the browser through an object URL.
 */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
