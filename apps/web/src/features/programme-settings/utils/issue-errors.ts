import { localizeContractMessage } from '@/i18n/contract-messages';
import type { SchemaIssue } from '@/ui/field-errors';

/** Errors keyed by a field's dotted path (`hours.en`, `offers.2`), in the language on screen. */
export type PathErrors = Readonly<Record<string, string>>;

/**
 * The first message per field of a failed `safeParse`, keyed by its whole path: the Programme forms
 * have nested fields (the support line's hours in each language, a page's contact), which
 * `ui/field-errors.ts`'s top-level keys cannot tell apart.
 */
export function getPathErrors(issues: readonly SchemaIssue[], prefix = ''): PathErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const field = prefix && key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    if (!(field in errors)) errors[field] = localizeContractMessage(issue.message);
  }
  return errors;
}

/** The first field (in the form's order) that has an error, for focus. */
export function firstErrorField(errors: PathErrors, order: readonly string[]): string | undefined {
  return order.find((field) => field in errors) ?? Object.keys(errors)[0];
}
