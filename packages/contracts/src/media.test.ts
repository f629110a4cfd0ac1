import { describe, expect, it } from 'vitest';
import {
  MEDIA_ERROR_CODES,
  STORAGE_ERROR_CODES,
  STORAGE_ERROR_MESSAGES,
  getStorageErrorCode,
  isMediaContentType,
} from './media';

describe('getStorageErrorCode', () => {
  it("maps the API's answers to the specification's storage/ codes", () => {
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
});
