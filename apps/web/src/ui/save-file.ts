/** Saves a file the browser already holds (a CSV the API answered), under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The file name a `content-disposition: attachment; filename="…"` header gives, if any. */
export function attachmentName(contentDisposition: string | undefined): string | undefined {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
}
