import { localizeContractMessage } from '@/i18n/contract-messages';

/** The issue shape every zod (and zod/mini) `safeParse` failure carries. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form's errors in the language on screen, keyed by the field's dotted path (`title`, `hours.en`,
 * `offers.2`). A nested field's first error is also its top-level field's, so a form that shows one
 * message per group (`notification_preferences`) finds it there.
 */
export type FormErrors = Readonly<Record<string, string>>;

/** The first message per field of a failed `safeParse`. */
export function getSchemaErrors(issues: readonly SchemaIssue[]): FormErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const message = localizeContractMessage(issue.message);
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = message;
    const top = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(top in errors)) errors[top] = message;
  }
  return errors;
}

/** The first field, in the form's order on screen, that has an error (else any that has). */
export function firstErrorField(errors: FormErrors, order: readonly string[]): string | undefined {
  return order.find((field) => field in errors) ?? Object.keys(errors).find(Boolean);
}
