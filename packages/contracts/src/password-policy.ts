/**
 * The password rules of NIST SP 800-63B-4 for single-factor accounts that can
 * be checked without a list: length and "not your name". They run live in the
 * browser, so this file stays tiny; the common-password list lives on the
 * server only (it would cost the login form's byte budget).
 */
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './auth';

/** NIST's minimum for a password that is the only factor. */
export const PASSWORD_MIN_LENGTH = 15;

/** Parts of a name or address shorter than this are too ordinary to refuse ("al", "li"). */
export const NAME_PART_MIN_LENGTH = 3;

export const PASSWORD_MESSAGES = {
  minLength: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  maxLength: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  containsName: "Your password can't contain your name or email.",
  mismatch: "The passwords don't match.",
  required: 'Enter a password.',
} as const;

export type PasswordRule = 'min-length' | 'max-length' | 'contains-name';

export interface PasswordRuleResult {
  rule: PasswordRule;
  ok: boolean;
  message: string;
}

/** Who the password belongs to; any part may be unknown (a reset form knows only the token). */
export interface PasswordIdentity {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Characters as NIST counts them: one per Unicode code point, so an emoji or
 * an accented letter is one character, not two UTF-16 units.
 */
export function countPasswordCharacters(password: string): number {
  // Spreading a string walks code points; passwords are short, so the array is cheap.
  return [...password].length;
}

/** Lower-cased, compatibility-normalised and without accents, so "José" and "JOSE" compare equal. */
function foldForComparison(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The pieces of a person's name and address that a password must not contain:
 * the whole local part and each word of it (`jane.doe+hr` → `jane.doe+hr`,
 * `jane`, `doe`, `hr`), and each word of the first and last names.
 */
export function getNameParts(identity: PasswordIdentity): string[] {
  const sources: string[] = [];
  const email = identity.email?.trim() ?? '';
  const at = email.lastIndexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : email;
  if (localPart) sources.push(localPart);
  for (const name of [identity.firstName, identity.lastName]) {
    if (name?.trim()) sources.push(name);
  }
  const parts = new Set<string>();
  for (const source of sources) {
    const folded = foldForComparison(source.trim());
    parts.add(folded);
    for (const word of folded.split(/[^\p{L}\p{N}]+/u)) parts.add(word);
    // "Mary Ann" also as "maryann", the way people write it into passwords.
    parts.add(folded.replace(/[^\p{L}\p{N}]+/gu, ''));
  }
  return [...parts].filter((part) => countPasswordCharacters(part) >= NAME_PART_MIN_LENGTH);
}

export function containsName(password: string, identity: PasswordIdentity): boolean {
  const folded = foldForComparison(password);
  return getNameParts(identity).some((part) => folded.includes(part));
}

/**
 * Every rule with its outcome, in a stable order, so a form can show them as
 * a live checklist. There are deliberately no composition rules (digits,
 * symbols, mixed case): NIST forbids them because they make passwords weaker
 * in practice.
 */
export function checkPasswordRules(password: string, identity: PasswordIdentity = {}): PasswordRuleResult[] {
  return [
    {
      rule: 'min-length',
      ok: countPasswordCharacters(password) >= PASSWORD_MIN_LENGTH,
      message: PASSWORD_MESSAGES.minLength,
    },
    {
      // UTF-16 length, the unit the login schema measures, so that any password
      // accepted here can also be typed into the login form.
      rule: 'max-length',
      ok: password.length <= PASSWORD_MAX_LENGTH,
      message: PASSWORD_MESSAGES.maxLength,
    },
    { rule: 'contains-name', ok: !containsName(password, identity), message: PASSWORD_MESSAGES.containsName },
  ];
}

/** The messages of the rules a password breaks; empty when it passes. */
export function getPasswordRuleProblems(password: string, identity: PasswordIdentity = {}): string[] {
  return checkPasswordRules(password, identity)
    .filter((result) => !result.ok)
    .map((result) => result.message);
}

/**
 * A new password's length rules. The name rule needs the person, which a
 * request may not carry (a reset has only its token), so the server checks it
 * with the whole identity; forms add it with `checkPasswordRules`.
 * No trim and no truncation: every character counts.
 */
export const ZNewPassword = z.string({ error: PASSWORD_MESSAGES.required }).check(
  z.refine((password) => countPasswordCharacters(password) >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.minLength),
  z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.maxLength),
);

/**
 * For a form's "repeat your password" field: the issue lands on
 * `confirm_password`, where the form shows it.
 */
export function refinePasswordConfirmation<T extends { password: string; confirm_password: string }>() {
  return z.refine<T>((value) => value.password === value.confirm_password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
}
