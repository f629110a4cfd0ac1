import { isConflict } from '@/api/error-codes';
import { getServerFieldError } from '@/ui/server-field-error';
import type { ServerFieldErrorOptions } from '@/ui/server-field-error';

/** What a failed submit means for the form: someone saved first, or a message for a field or the form. */
export type SubmitFailure =
  { kind: 'conflict' } | { kind: 'field'; field: string; message: string } | { kind: 'form'; message: string };

export interface SubmitFailureOptions extends ServerFieldErrorOptions<string> {
  /** Whether a 409 is a conflict the form shows as one (versioned saves), rather than a message. */
  detectsConflicts?: boolean;
}

/**
 * Reads a failed submit. Loaded only after a submit fails (see use-form.ts), so what turns a failure
 * into words never weighs on a form's first load.
 */
export function readSubmitFailure(
  error: unknown,
  fields: readonly string[],
  { detectsConflicts = false, ...options }: SubmitFailureOptions = {},
): SubmitFailure {
  if (detectsConflicts && isConflict(error)) return { kind: 'conflict' };
  const { field, message } = getServerFieldError(error, fields, options);
  return field ? { kind: 'field', field, message } : { kind: 'form', message };
}
