import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth';

describe('ZLoginRequest', () => {
  it('normalises the email', () => {
    const parsed = ZLoginRequest.parse({ email: '  Member@Swift.TEST ', password: 'x' });
    expect(parsed.email).toBe('member@swift.test');
  });

  it('rejects a malformed email and an empty password with human messages', () => {
    const result = ZLoginRequest.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Enter a valid email address.');
    expect(messages).toContain('Enter your password.');
  });

  it('rejects an oversized password', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.test', password: 'x'.repeat(257) }).success).toBe(false);
  });
});
