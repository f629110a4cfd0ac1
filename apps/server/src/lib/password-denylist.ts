/**
 * The server's half of the password policy: NIST SP 800-63B-4 asks us to
 * refuse passwords that are common, expected or breached. The list is too big
 * for the browser, so forms show the length and name rules live and this
 * check runs when the password is submitted.
 */
import { gunzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH } from '@portal/contracts/auth';
import { getPasswordRuleProblems } from '@portal/contracts/password-policy';
import type { PasswordIdentity } from '@portal/contracts/password-policy';
import { COMMON_PASSWORDS_GZIP_BASE64 } from './common-passwords-data';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose something less predictable.';

/** A common password is only the core of a predictable one below this length ("abc" + digits is not). */
const MIN_CORE_LENGTH = 4;

let commonPasswords: ReadonlySet<string> | undefined;

/** Decompressed on first use (about 20k entries, a few milliseconds), then kept for the process. */
function getCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    gunzipSync(Buffer.from(COMMON_PASSWORDS_GZIP_BASE64, 'base64')).toString('utf8').split('\n'),
  );
  return commonPasswords;
}

/** How the list is stored: compatibility forms folded (full-width letters, ligatures) and lower-cased. */
export function normalisePasswordForComparison(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** Whether the password, ignoring case and Unicode compatibility forms, is on the shipped list. */
export function isCommonPassword(password: string): boolean {
  return getCommonPasswords().has(normalisePasswordForComparison(password));
}

/**
 * Keyboard rows and sequences people walk along. Repeated so that walks that
 * wrap around ("…7890123…") are found, and checked backwards too.
 */
const WALKS = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  '1q2w3e4r5t6y7u8i9o0p',
].flatMap((walk) => {
  const repeated = walk.repeat(Math.ceil((PASSWORD_MAX_LENGTH * 2) / walk.length));
  return [repeated, [...repeated].reverse().join('')];
});

function isWalk(text: string): boolean {
  return WALKS.some((walk) => walk.includes(text));
}

/** `passwordpassword`, `abcabcabcabcabc`, `aaaaaaaaaaaaaaa`: the repeated unit, or undefined. */
function getRepeatedUnit(text: string): string | undefined {
  // The shortest period, from the longest proper prefix that is also a suffix (Knuth–Morris–Pratt), in
  // linear time where `^(.+?)\1+$` backtracked.
  const chars = [...text];
  const border = new Array<number>(chars.length).fill(0);
  for (let index = 1, length = 0; index < chars.length; index += 1) {
    while (length > 0 && chars[index] !== chars[length]) length = border[length - 1]!;
    if (chars[index] === chars[length]) length += 1;
    border[index] = length;
  }
  const period = chars.length - (border[chars.length - 1] ?? 0);
  return period < chars.length && chars.length % period === 0 ? chars.slice(0, period).join('') : undefined;
}

/** Without the digits and symbols at either end. */
function trimNonLetters(text: string): string {
  const chars = [...text];
  const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);
  let start = 0;
  let end = chars.length;
  while (start < end && !isLetter(chars[start])) start += 1;
  while (end > start && !isLetter(chars[end - 1])) end -= 1;
  return chars.slice(start, end).join('');
}

function isPredictableCore(core: string): boolean {
  if ([...core].length < MIN_CORE_LENGTH) return false;
  if (getCommonPasswords().has(core) || isWalk(core)) return true;
  const unit = getRepeatedUnit(core);
  return unit !== undefined && ([...unit].length <= MIN_CORE_LENGTH || isPredictableCore(unit));
}

/**
 * Common, or built the way attackers' first guesses are: a common password or
 * a keyboard walk, repeated, or padded with digits and symbols
 * (`password1234567`, `iloveyouiloveyou`, `qwertyuiopasdfg`). Spaces are
 * ignored, so `i love you i love you` counts too.
 */
export function isPredictablePassword(password: string): boolean {
  const normalised = normalisePasswordForComparison(password);
  if (getCommonPasswords().has(normalised)) return true;
  const compact = normalised.replace(/\s+/gu, '');
  if (compact.length === 0 || isPredictableCore(compact)) return true;
  // Strip digits and symbols from both ends: what is left is the part a person chose.
  const core = trimNonLetters(compact);
  return core !== compact && isPredictableCore(core);
}

/**
 * Every reason to refuse a new password, as messages for the person: the
 * contracts' length and name rules, then the list. Empty when it is fine.
 */
export function findPasswordProblems(password: string, identity: PasswordIdentity = {}): string[] {
  const problems = getPasswordRuleProblems(password, identity);
  // Past the maximum the password is refused anyway; no need to scan it.
  if (password.length <= PASSWORD_MAX_LENGTH && isPredictablePassword(password)) {
    problems.push(COMMON_PASSWORD_MESSAGE);
  }
  return problems;
}
