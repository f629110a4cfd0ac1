import { createHash } from 'node:crypto';

export type BrandAssetKind = 'logo' | 'favicon';

/** A programme's logo or favicon as it is stored and served, named by its content's hash. */
export interface BrandAsset {
  kind: BrandAssetKind;
  body: Buffer;
  contentType: 'image/png' | 'image/svg+xml';
  /** The first 16 hex digits of the body's SHA-256. */
  hash: string;
  /** `logo.<hash>.svg`: a new image is a new name, so a served one may be cached for good. */
  fileName: string;
}

/** Names an image the portal itself holds (a built-in brand's SVG), as it is. */
export function brandAssetOf(kind: BrandAssetKind, body: Buffer, contentType: BrandAsset['contentType']): BrandAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const extension = contentType === 'image/png' ? 'png' : 'svg';
  return { kind, body, contentType, hash, fileName: `${kind}.${hash}.${extension}` };
}
