import { fetchPrivateFile } from '@/api/private-file';

/**
 * Fetches the ZIP with the member's token (it is never a plain link: the API wants the bearer token) and
 * hands it to the browser as a download under `fileName`.
 */
export async function downloadDataExport(downloadUrl: string, fileName: string): Promise<void> {
  const blob = await fetchPrivateFile(downloadUrl);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
