import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizeContractMessage } from '../i18n/contract-messages';
import { cn } from './cn';

export interface ChecklistItem {
  id: string;
  label: string;
  ok: boolean;
}

export interface PasswordChecklistProps {
  /** Referenced by the password input's aria-describedby. */
  id: string;
  items: readonly ChecklistItem[];
  className?: string;
}

/**
 * The password rules as a live checklist. Each rule shows a mark and says
 * "done" or "not yet" to screen readers, so its state never rests on colour;
 * the list is a polite live region, so a rule that flips is announced once
 * without interrupting typing.
 */
export function PasswordChecklist({ id, items, className }: PasswordChecklistProps) {
  const { t } = useLingui();
  return (
    <div id={id} className={cn('flex flex-col gap-1.5', className)}>
      <p id={`${id}-title`} className="text-sm font-medium text-foreground">
        <Trans>Password checklist</Trans>
      </p>
      <ul aria-labelledby={`${id}-title`} aria-live="polite" className="flex flex-col gap-1 text-sm">
        {items.map((item) => (
          <li
            key={item.id}
            data-ok={item.ok}
            className={cn('flex items-start gap-2', item.ok ? 'text-success' : 'text-muted-foreground')}
          >
            <span aria-hidden="true" className="inline-flex w-4 shrink-0 justify-center font-bold">
              {item.ok ? '✓' : '○'}
            </span>
            <span>
              {localizeContractMessage(item.label)}
              <span className="sr-only">{item.ok ? ` ${t`(done)`}` : ` ${t`(not yet)`}`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type PasswordStrength = 'too-short' | 'weak' | 'good' | 'strong';

const STRENGTH_TEXT: Record<PasswordStrength, MessageDescriptor> = {
  'too-short': msg`Too short so far.`,
  weak: msg`Weak: it repeats a few characters. Mix in more words.`,
  good: msg`Good. A few more words would make it even stronger.`,
  strong: msg`Strong.`,
};

/**
 * A rough hint, not a rule: length counts most (as NIST has it), and a
 * password made of a handful of repeated characters is weak however long.
 * The real checks (length, name, common passwords) are the rules and the server's.
 */
export function getPasswordStrength(password: string, minLength: number): PasswordStrength {
  const characters = [...password];
  if (characters.length < minLength) return 'too-short';
  const distinct = new Set(characters.map((character) => character.toLowerCase())).size;
  if (distinct < Math.min(8, Math.ceil(minLength / 2))) return 'weak';
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((pattern) => pattern.test(password));
  if (characters.length >= minLength + 5 && (distinct >= 12 || classes.length >= 3)) return 'strong';
  return 'good';
}

export interface PasswordStrengthHintProps {
  password: string;
  minLength: number;
  className?: string;
}

const LEVELS: Record<PasswordStrength, number> = { 'too-short': 0, weak: 1, good: 2, strong: 3 };

/** A three-step meter (decorative) with its meaning in words, announced politely when it changes. */
export function PasswordStrengthHint({ password, minLength, className }: PasswordStrengthHintProps) {
  const { i18n } = useLingui();
  if (password === '') return null;
  const strength = getPasswordStrength(password, minLength);
  const level = LEVELS[strength];
  const strengthText = i18n._(STRENGTH_TEXT[strength]);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              step <= level ? (level === 1 ? 'bg-destructive' : 'bg-success') : 'bg-surface-muted',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        <Trans>Strength: {strengthText}</Trans>
      </p>
    </div>
  );
}
