import { describe, expect, it } from 'vitest';
import { HANDOFF_FIELD, ZJsonWebKeySet, ZPartnerSignOnResponse } from './partner-sign-on';

const handoff = {
  url: 'http://swift.localhost:8080/partners/ally-health/sandbox',
  method: 'POST',
  fields: { [HANDOFF_FIELD]: 'header.payload.signature' },
  expires_at: '2026-11-24T03:20:00.000Z',
};

describe('ZPartnerSignOnResponse', () => {
  it('accepts a form to post', () => {
    expect(ZPartnerSignOnResponse.parse(handoff)).toEqual(handoff);
  });

  it('refuses another method, an address that is not one, and fields that are not text', () => {
    expect(ZPartnerSignOnResponse.safeParse({ ...handoff, method: 'GET' }).success).toBe(false);
    expect(ZPartnerSignOnResponse.safeParse({ ...handoff, url: 'sandbox' }).success).toBe(false);
    expect(ZPartnerSignOnResponse.safeParse({ ...handoff, fields: { id_token: 1 } }).success).toBe(false);
    expect(ZPartnerSignOnResponse.safeParse({ ...handoff, expires_at: 'soon' }).success).toBe(false);
  });
});

describe('ZJsonWebKeySet', () => {
  const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' };

  it('holds public EC signing keys, and leaves out anything private', () => {
    const parsed = ZJsonWebKeySet.parse({ keys: [{ ...key, d: 'private' }] });
    expect(parsed.keys[0]).toEqual(key);
  });

  it('refuses keys of another kind or use', () => {
    expect(ZJsonWebKeySet.safeParse({ keys: [{ ...key, kty: 'RSA' }] }).success).toBe(false);
    expect(ZJsonWebKeySet.safeParse({ keys: [{ ...key, use: 'enc' }] }).success).toBe(false);
  });
});
