import { describe, expect, it } from 'vitest';
import { decodeHandoff, encodeHandoff } from './handoff-link';

const HANDOFF = {
  url: 'https://ally-health.example/sso',
  fields: { id_token: 'header.payload.signature' },
  expires_at: '2026-11-24T03:20:00.000Z',
};

describe('the handoff fragment', () => {
  it('carries a handoff to the relay page and back', () => {
    const fragment = encodeHandoff(HANDOFF);
    expect(decodeHandoff(`#${fragment}`)).toEqual({
      url: 'https://ally-health.example/sso',
      fields: { id_token: 'header.payload.signature' },
      expiresAt: '2026-11-24T03:20:00.000Z',
    });
  });

  it('takes http only on development hosts', () => {
    const sandbox = { ...HANDOFF, url: 'http://evergreen.localhost:8181/partners/ally-health/sandbox' };
    expect(decodeHandoff(encodeHandoff(sandbox))?.url).toBe(sandbox.url);
    expect(decodeHandoff(encodeHandoff({ ...HANDOFF, url: 'http://ally-health.example/sso' }))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(decodeHandoff('')).toBeNull();
    expect(decodeHandoff(encodeHandoff({ ...HANDOFF, url: 'javascript:alert(1)' }))).toBeNull();
    expect(decodeHandoff(encodeHandoff({ ...HANDOFF, fields: {} }))).toBeNull();
    expect(decodeHandoff(encodeHandoff({ ...HANDOFF, expires_at: 'soon' }))).toBeNull();
  });
});
