/**
 * `Content-Disposition: attachment` naming the downloaded file `fileName`, in any language (RFC 6266): an
 * ASCII stand-in for old clients in `filename`, the real name in UTF-8 in `filename*`.
 */
export function attachment(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
