import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  MEDIA_CONTENT_TYPES,
  MEDIA_ERROR_CODES,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  STORAGE_ERROR_CODES,
  STORAGE_ERROR_MESSAGES,
  getStorageErrorCode,
  getStoredContentType,
  isMediaContentType,
} from './media';

describe('getStorageErrorCode', () => {
  it("maps the API's answers to docs/product.md's storage/ codes", () => {
    expect(getStorageErrorCode(400, MEDIA_ERROR_CODES.contentMismatch)).toBe('storage/invalid-format');
    expect(getStorageErrorCode(415, MEDIA_ERROR_CODES.unsupportedType)).toBe('storage/invalid-format');
    expect(getStorageErrorCode(413, MEDIA_ERROR_CODES.quotaExceeded)).toBe('storage/quota-exceeded');
    expect(getStorageErrorCode(413, 'PAYLOAD_TOO_LARGE')).toBe('storage/file-too-large');
    expect(getStorageErrorCode(401)).toBe('storage/unauthenticated');
    expect(getStorageErrorCode(403)).toBe('storage/unauthorized');
    expect(getStorageErrorCode(404)).toBe('storage/object-not-found');
    expect(getStorageErrorCode(500)).toBe('storage/unknown');
  });

  it('has a message for every code', () => {
    for (const code of Object.values(STORAGE_ERROR_CODES)) expect(STORAGE_ERROR_MESSAGES[code]).toMatch(/\.$/);
  });

  it('knows the accepted content types', () => {
    expect(isMediaContentType('image/png')).toBe(true);
    expect(isMediaContentType('text/plain')).toBe(false);
    expect(isMediaContentType('toString')).toBe(false);
  });

  it('stores HEIC/HEIF photos as JPEG and every other type as itself', () => {
    expect(getStoredContentType('image/heic')).toBe('image/jpeg');
    expect(getStoredContentType('image/heif')).toBe('image/jpeg');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const) {
      expect(getStoredContentType(type)).toBe(type);
    }
    for (const type of MEDIA_CONTENT_TYPES) {
      const stored = getStoredContentType(type);
      // A stored type is one we accept, of the same kind, and stays as it is.
      expect(getStoredContentType(stored)).toBe(stored);
      expect(MEDIA_TYPES[stored].kind).toBe(MEDIA_TYPES[type].kind);
    }
  });

  it('bounds the decoded size of an image and says so in megapixels', () => {
    // A 48-megapixel phone photo (8064 × 6048) fits.
    expect(IMAGE_MAX_PIXELS).toBeGreaterThanOrEqual(8064 * 6048);
    expect(MEDIA_MESSAGES.imageTooManyPixels).toBe(
      `This image is too large to process. Use one of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    );
    expect(MEDIA_MESSAGES.invalidImage).toBe('The file is not a valid image.');
  });
});
