import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  ZConfirmInvitationRequest,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZInviteMemberRequest,
  ZResetPasswordRequest,
  ZTokenParams,
  ZValidateTokenResponse,
} from './account-lifecycle';

const token = 'q5Xl2tZ0t1H5m3oTqk2k4Xz6QmYbq1uOe8Jm9r3Zx0A';

function messages(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('ZForgotPasswordRequest', () => {
  it('normalises the address', () => {
    expect(ZForgotPasswordRequest.parse({ email: ' Jane@Swift.TEST ' })).toEqual({ email: 'jane@swift.test' });
  });

  it('refuses a malformed address', () => {
    expect(messages(ZForgotPasswordRequest.safeParse({ email: 'jane' }))).toEqual(['Enter a valid email address.']);
  });

  it('answers with one message that says nothing about whether the address is known', () => {
    expect(ZForgotPasswordResponse.parse({ message: FORGOT_PASSWORD_MESSAGE }).message).toMatch(/^If there's an/);
  });
});

describe('ZResetPasswordRequest', () => {
  it('accepts a token and a long password', () => {
    expect(ZResetPasswordRequest.parse({ token, password: 'a long enough password' })).toEqual({
      token,
      password: 'a long enough password',
    });
  });

  it('refuses a junk token and a short password', () => {
    expect(messages(ZResetPasswordRequest.safeParse({ token: '../etc', password: 'short' }))).toEqual([
      'This link is not valid. Ask for a new one.',
      'Use at least 15 characters.',
    ]);
  });
});

describe('ZTokenParams', () => {
  it('refuses tokens outside the base64url alphabet or bounds', () => {
    expect(ZTokenParams.safeParse({ token }).success).toBe(true);
    expect(ZTokenParams.safeParse({ token: `${token}=` }).success).toBe(false);
    expect(ZTokenParams.safeParse({ token: 'abc' }).success).toBe(false);
    expect(ZTokenParams.safeParse({ token: 'a'.repeat(129) }).success).toBe(false);
  });
});

describe('ZConfirmInvitationRequest', () => {
  const valid = { token, password: 'a long enough password', accept_privacy_policy: true };

  it('needs the privacy policy accepted', () => {
    expect(messages(ZConfirmInvitationRequest.safeParse({ ...valid, accept_privacy_policy: false }))).toEqual([
      'Accept the privacy policy to continue.',
    ]);
  });

  it('trims names and treats blank ones as not given', () => {
    expect(ZConfirmInvitationRequest.parse({ ...valid, first_name: '  Jane ', last_name: '   ' })).toEqual({
      ...valid,
      first_name: 'Jane',
      last_name: undefined,
    });
  });
});

describe('ZInviteMemberRequest', () => {
  it('defaults nothing and checks the role', () => {
    expect(ZInviteMemberRequest.parse({ email: 'New@Swift.test', company: 'c1' })).toEqual({
      email: 'new@swift.test',
      company: 'c1',
    });
    expect(ZInviteMemberRequest.safeParse({ email: 'a@b.test', company: 'c1', role: 'owner' }).success).toBe(false);
    expect(messages(ZInviteMemberRequest.safeParse({ email: 'a@b.test', company: '' }))).toEqual(['Choose a company.']);
  });
});

describe('ZValidateTokenResponse', () => {
  it('describes who is invited', () => {
    const body = {
      email: 'jane@swift.test',
      first_name: 'Jane',
      last_name: null,
      company_name: 'Acme',
      brand_title: 'SwiftCare',
      invited_by: null,
      expires_at: new Date(0).toISOString(),
    };
    expect(ZValidateTokenResponse.parse(body)).toEqual(body);
    expect(ZValidateTokenResponse.safeParse({ ...body, expires_at: 'tomorrow' }).success).toBe(false);
  });
});
