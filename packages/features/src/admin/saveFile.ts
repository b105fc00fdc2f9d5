/** Hands `blob` to the browser as a download named `fileName` (the reports' CSV, the audit log's). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
