import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './auth';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  ZNewPassword,
  checkPasswordRules,
  containsName,
  countPasswordCharacters,
  getNameParts,
  getPasswordRuleProblems,
  refinePasswordConfirmation,
} from './password-policy';

const jane = { email: 'Jane.Doe+hr@Swift.test', firstName: 'Jane', lastName: 'Doe-Smith' };

function failedRules(password: string, identity = {}) {
  return checkPasswordRules(password, identity)
    .filter((result) => !result.ok)
    .map((result) => result.rule);
}

describe('checkPasswordRules', () => {
  it('lists every rule in a stable order with human messages', () => {
    expect(checkPasswordRules('short')).toEqual([
      { rule: 'min-length', ok: false, message: 'Use at least 15 characters.' },
      { rule: 'max-length', ok: true, message: 'Use at most 256 characters.' },
      { rule: 'contains-name', ok: true, message: "Your password can't contain your name or email." },
    ]);
  });

  it('needs 15 characters and no composition', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(15);
    expect(failedRules('a'.repeat(14))).toEqual(['min-length']);
    expect(failedRules('all lower case words')).toEqual([]);
  });

  it('counts code points, not UTF-16 units, toward the minimum', () => {
    const emoji = '😀'.repeat(14);
    expect(emoji.length).toBe(28);
    expect(countPasswordCharacters(emoji)).toBe(14);
    expect(failedRules(emoji)).toEqual(['min-length']);
  });

  it('accepts up to the maximum and never truncates', () => {
    expect(failedRules('x'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(failedRules('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['max-length']);
  });

  it('refuses the local part, its words and the names, case-insensitively', () => {
    for (const password of [
      'my JANE.DOE+HR secret',
      'correct horse jane',
      'battery staple DOE!',
      'staple-smith-battery',
      'horse doesmith battery',
    ]) {
      expect(failedRules(password, jane), password).toEqual(['contains-name']);
    }
    expect(failedRules('correct horse battery staple', jane)).toEqual([]);
  });

  it('ignores parts shorter than 3 characters', () => {
    const identity = { email: 'al.li@oakmore.test', firstName: 'Al', lastName: 'Li' };
    expect(getNameParts(identity)).toEqual(['al.li', 'alli']);
    expect(containsName('always a little longer', identity)).toBe(false);
  });

  it('matches names regardless of accents and compatibility forms', () => {
    expect(containsName('secret jose of the valley', { email: 'x@y.test', firstName: 'José' })).toBe(true);
    expect(containsName('ｊａｎｅ in full width letters', { email: 'jane@y.test' })).toBe(true);
  });

  it('treats an address still being typed as its local part', () => {
    expect(containsName('hello marianne how are you', { email: 'marianne' })).toBe(true);
  });

  it('passes the name rule when nothing is known about the person', () => {
    expect(failedRules('sixteen chars ok')).toEqual([]);
    expect(getPasswordRuleProblems('short', {})).toEqual(['Use at least 15 characters.']);
  });
});

describe('ZNewPassword', () => {
  it('keeps every character, spaces included', () => {
    expect(ZNewPassword.parse('  fifteen chars  ')).toBe('  fifteen chars  ');
  });

  it('refuses short, long and missing passwords with human messages', () => {
    expect(ZNewPassword.safeParse('too short').error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.minLength);
    expect(ZNewPassword.safeParse('x'.repeat(257)).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.maxLength);
    expect(ZNewPassword.safeParse(undefined).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.required);
  });
});

describe('refinePasswordConfirmation', () => {
  const ZForm = z.object({ password: ZNewPassword, confirm_password: z.string() }).check(refinePasswordConfirmation());

  it('reports a mismatch on the confirmation field', () => {
    const result = ZForm.safeParse({ password: 'a long enough password', confirm_password: 'something else' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: "The passwords don't match.", path: ['confirm_password'] }),
    ]);
  });

  it('accepts matching passwords', () => {
    const value = { password: 'a long enough password', confirm_password: 'a long enough password' };
    expect(ZForm.parse(value)).toEqual(value);
  });
});
