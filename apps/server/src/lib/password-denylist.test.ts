import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_COUNT } from './common-passwords-data';
import {
  COMMON_PASSWORD_MESSAGE,
  findPasswordProblems,
  isCommonPassword,
  isPredictablePassword,
} from './password-denylist';

describe('isCommonPassword', () => {
  it('ships about 20k entries', () => {
    expect(COMMON_PASSWORDS_COUNT).toBeGreaterThan(19_000);
    expect(COMMON_PASSWORDS_COUNT).toBeLessThan(21_000);
  });

  it('finds well-known entries, long ones included', () => {
    // Each of these was checked to be in the generated list.
    for (const password of [
      'password',
      'iloveyou',
      'trustno1',
      'passwordpassword',
      '1qaz2wsx3edc4rfv',
      'qazwsxedcrfvtgb',
      '123456789qwerty',
      'q1w2e3r4t5y6u7i8',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('ignores case and Unicode compatibility forms', () => {
    expect(isCommonPassword('PassWordPassWord')).toBe(true);
    expect(isCommonPassword('ｐａｓｓｗｏｒｄｐａｓｓｗｏｒｄ')).toBe(true);
  });

  it('does not find a passphrase', () => {
    expect(isCommonPassword('violet kettle under the stairs')).toBe(false);
  });
});

describe('isPredictablePassword', () => {
  it.each([
    ['a common password padded with digits', 'password1234567'],
    ['digits before a common password', '2024202420sunshine'],
    ['a digit run that wraps around', '123456789012345'],
    ['a keyboard walk across rows', 'qwertyuiopasdfg'],
    ['a keyboard walk backwards', 'gfdsapoiuytrewq'],
    ['the alphabet', 'abcdefghijklmnop'],
    ['a common password repeated', 'iloveyouiloveyou'],
    ['a common password repeated with spaces', 'i love you i love you'],
    ['a short unit repeated', 'abcabcabcabcabc'],
    ['one character repeated', 'aaaaaaaaaaaaaaa'],
    ['a walk repeated', 'asdfasdfasdfasdf'],
    ['only spaces', '               '],
  ])('refuses %s', (_label, password) => {
    expect(isPredictablePassword(password)).toBe(true);
  });

  it.each([
    ['a passphrase', 'violet kettle under the stairs'],
    ['random characters', 'k8#Qz!vR2m@Lp9w'],
    ['a short word with random digits', 'abc839201748392'],
    ['an uncommon phrase repeated once', 'mauvegiraffemauvegiraffe'],
  ])('accepts %s', (_label, password) => {
    expect(isPredictablePassword(password)).toBe(false);
  });
});

describe('findPasswordProblems', () => {
  const identity = { email: 'jane.doe@swift.test', firstName: 'Jane', lastName: 'Doe' };

  it('is empty for a good password', () => {
    expect(findPasswordProblems('violet kettle under the stairs', identity)).toEqual([]);
  });

  it('combines the contracts rules with the list, in human words', () => {
    expect(findPasswordProblems('password1234567', identity)).toEqual([COMMON_PASSWORD_MESSAGE]);
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common; choose something less predictable.');
    expect(findPasswordProblems('password', identity)).toEqual([
      'Use at least 15 characters.',
      COMMON_PASSWORD_MESSAGE,
    ]);
    expect(findPasswordProblems('jane loves the violet kettle', identity)).toEqual([
      "Your password can't contain your name or email.",
    ]);
  });

  it('does not scan a password past the maximum', () => {
    expect(findPasswordProblems('a'.repeat(300))).toEqual(['Use at most 256 characters.']);
  });
});
