/** Hands a file to the browser as a download; the Blob lives in this page's memory only, for a minute. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
