import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { getTenantPublicUrl } from '../public-url';
import { renderSignInFailuresEmail } from './sign-in-failures-email';

describe.each([
  ['swift', 'SwiftCare', 'http://swift.localhost:8080'],
  ['oakmore', 'Oakmore Health', 'http://oakmore.localhost:8080'],
] as const)('the sign-in failures warning for %s', (key, title, publicUrl) => {
  const email = renderSignInFailuresEmail({
    brand: getBrand(key),
    publicUrl: getTenantPublicUrl(key),
    lastAttemptAt: new Date('2025-03-04T05:06:00Z'),
    recipientName: 'Jane',
  });
  const link = `${publicUrl}/forgot-password`;

  it('links to the forgot-password page on the brand public address, and carries no token', () => {
    expect(email.kind).toBe('sign-in-failures');
    expect(email.subject).toBe(`Several attempts to sign in to your ${title} account failed`);
    expect(email.link).toBe(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text.split('\n')).toContain(link);
    expect(`${email.html}${email.text}`).not.toContain('token');
  });

  it('says what happened and what to do, in both parts', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain(title);
      expect(part).toContain('Hello Jane,');
      expect(part).toContain('4 March 2025 at 05:06 UTC');
      expect(part).toMatch(/If this wasn(?:'|&#39;)t you, reset your password/);
      expect(part).toContain(`support@${key}.test`);
    }
  });
});

it('escapes the name in HTML and keeps it verbatim in text', () => {
  const malicious = '<script>alert("x")</script>';
  const email = renderSignInFailuresEmail({
    brand: getBrand('swift'),
    publicUrl: getTenantPublicUrl('swift'),
    lastAttemptAt: new Date('2025-03-04T05:06:00Z'),
    recipientName: malicious,
  });
  expect(email.html).not.toContain(malicious);
  expect(email.html).toContain('&lt;script&gt;');
  expect(email.text).toContain(malicious);
});
