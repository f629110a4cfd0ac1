import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZLinkToken } from '@portal/contracts/account-lifecycle';
import { SECURE_TOKEN_BYTES, createSecureToken, hashToken, safeEqual, verifyToken } from './secure-token';

describe('createSecureToken', () => {
  it('makes a 256-bit base64url token that the contracts accept', () => {
    const { token } = createSecureToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(SECURE_TOKEN_BYTES);
    expect(SECURE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(ZLinkToken.safeParse(token).success).toBe(true);
  });

  it('differs every time and spreads over the whole byte range', () => {
    const tokens = Array.from({ length: 1000 }, () => createSecureToken().token);
    expect(new Set(tokens).size).toBe(tokens.length);
    const bytes = Buffer.concat(tokens.map((token) => Buffer.from(token, 'base64url')));
    // 32,000 random bytes cover all 256 values with overwhelming probability.
    expect(new Set(bytes).size).toBe(256);
  });

  it('returns the hash of its token, not the token', () => {
    const { token, hash } = createSecureToken();
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });
});

describe('hashToken', () => {
  it('is stable lowercase hex SHA-256', () => {
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('safeEqual and verifyToken', () => {
  it('compares strings of any length', () => {
    expect(safeEqual('same', 'same')).toBe(true);
    expect(safeEqual('same', 'Same')).toBe(false);
    expect(safeEqual('short', 'a much longer string')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });

  it('matches a token only against its own hash', () => {
    const first = createSecureToken();
    const second = createSecureToken();
    expect(verifyToken(first.token, first.hash)).toBe(true);
    expect(verifyToken(first.token, second.hash)).toBe(false);
    expect(verifyToken(first.hash, first.hash)).toBe(false);
  });
});
