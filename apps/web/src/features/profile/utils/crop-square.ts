/** Largest edge kept: a profile picture is shown at most a few hundred pixels wide. */
const MAX_EDGE = 1024;

/**
 * The centre square of an image, re-encoded in its own type (JPEG for
 * anything the canvas cannot write). Where the browser cannot decode the
 * file (HEIC in most browsers) the original is returned: it is stored as it
 * is and shown cropped with `object-fit: cover`.
 */
export async function cropToSquare(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const edge = Math.min(bitmap.width, bitmap.height);
    const size = Math.min(edge, MAX_EDGE);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, (bitmap.width - edge) / 2, (bitmap.height - edge) / 2, edge, edge, 0, 0, size, size);
    bitmap.close();
    const type = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    return blob && blob.type === type ? blob : file;
  } catch {
    return file;
  }
}
