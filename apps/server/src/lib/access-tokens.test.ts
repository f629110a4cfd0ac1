import { describe, expect, it } from 'vitest';
import { createAccessTokens, isCanonicalCompactJws } from './access-tokens';

const tokens = createAccessTokens({ secret: 'a-test-secret-of-enough-length-0123456789', ttlSeconds: 60 });
const sign = () => tokens.sign({ sub: 'account-1', tid: 'swift', jti: 'session-1' }, new Date(Date.now() + 60_000));

describe('access tokens', () => {
  it('verifies a token as it was signed', async () => {
    const token = await sign();
    expect(isCanonicalCompactJws(token)).toBe(true);
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: 'account-1', tid: 'swift', jti: 'session-1' });
  });

  it('refuses padding, characters outside base64url and stray bits, which decoders forgive', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const spellings = [
      `${token}=`,
      `${header}.${payload}=.${signature}`,
      `${header}.${payload}.${signature.slice(0, 10)}+${signature.slice(11)}`,
      `${header}.${payload}.${signature} `,
      `${header}..${signature}`,
      `${header}.${payload}`,
    ];
    for (const spelling of spellings) {
      expect(isCanonicalCompactJws(spelling), spelling).toBe(false);
      await expect(tokens.verify(spelling)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
