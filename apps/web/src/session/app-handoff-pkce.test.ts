import { describe, expect, it } from 'vitest';
import { APP_HANDOFF_CHALLENGE_PATTERN, APP_HANDOFF_VERIFIER_PATTERN } from '@portal/contracts/app-sign-in';
import {
  challengeFor,
  createVerifier,
  PENDING_VERIFIER_KEY,
  startPendingHandoff,
  takePendingVerifier,
  toBase64Url,
} from './app-handoff-pkce';

/** Session storage as the WebView has it. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the app handoff’s PKCE pair', () => {
  it('writes bytes as base64url without padding (RFC 7636, appendix A)', () => {
    expect(toBase64Url(new Uint8Array([3, 236, 255, 224, 193]))).toBe('A-z_4ME');
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('makes the challenge as base64url SHA-256 of the verifier (RFC 7636, appendix B)', async () => {
    await expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a new 43-character verifier each time, of the shape the server takes', async () => {
    const first = createVerifier();
    const second = createVerifier();
    expect(first).toMatch(APP_HANDOFF_VERIFIER_PATTERN);
    expect(first).toHaveLength(43);
    expect(second).not.toBe(first);
    expect(await challengeFor(first)).toMatch(APP_HANDOFF_CHALLENGE_PATTERN);
  });

  it('keeps one pending verifier (a newer replaces it), given once', async () => {
    const storage = memoryStorage();
    const firstChallenge = await startPendingHandoff(storage);
    const first = storage.getItem(PENDING_VERIFIER_KEY);
    const challenge = await startPendingHandoff(storage);
    const verifier = storage.getItem(PENDING_VERIFIER_KEY);
    expect(verifier).not.toBe(first);
    expect(challenge).not.toBe(firstChallenge);
    expect(await challengeFor(verifier!)).toBe(challenge);
    expect(takePendingVerifier(storage)).toBe(verifier);
    expect(takePendingVerifier(storage)).toBeNull();
  });
});
