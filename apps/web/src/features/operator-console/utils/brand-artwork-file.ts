import { BRAND_ARTWORK_MAX_BYTES } from '@portal/contracts/operator-console';
import type { TBrandArtworkUpload } from '@portal/contracts/operator-console';

/** The images the server takes for a logo (OPERATOR_CONSOLE_MESSAGES.artwork). */
export const BRAND_ARTWORK_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;

/** What the file input's `accept` says, so the picker offers those images only. */
export const BRAND_ARTWORK_ACCEPT = BRAND_ARTWORK_TYPES.join(',');

/** An image chosen and checked: what is sent, and what the preview shows. */
export interface ChosenArtwork {
  upload: TBrandArtworkUpload;
  previewUrl: string;
  fileName: string;
}

export type BrandArtworkFile = ({ ok: true } & ChosenArtwork) | { ok: false; problem: 'type' | 'size' };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen image as the server takes it (its type and its bytes in base64), checked here first so a file
 * the server would refuse is never sent: one of BRAND_ARTWORK_TYPES, at most BRAND_ARTWORK_MAX_BYTES.
 * The data URL shows it in the preview (the page's CSP allows `data:` images).
 */
export async function readBrandArtworkFile(file: File): Promise<BrandArtworkFile> {
  if (!(BRAND_ARTWORK_TYPES as readonly string[]).includes(file.type)) return { ok: false, problem: 'type' };
  if (file.size > BRAND_ARTWORK_MAX_BYTES) return { ok: false, problem: 'size' };
  const previewUrl = await readAsDataUrl(file);
  const base64 = previewUrl.slice(previewUrl.indexOf(',') + 1);
  return { ok: true, upload: { contentType: file.type, base64 }, previewUrl, fileName: file.name };
}
