import { getErrorCode, getErrorField, getFormErrorMessage } from '../api/error-message';

export interface ServerFieldError<Field extends string> {
  /** The form's field the failure is about, or undefined: then `message` belongs in the form's alert. */
  field: Field | undefined;
  message: string;
}

export interface ServerFieldErrorOptions<Field extends string> {
  /** Error codes that are about one field whatever `field` the server named (`PASSWORD_REJECTED` → the new password). */
  byCode?: Partial<Record<string, Field>>;
  /** Messages by status for answers without one of their own (see `getFormErrorMessage`). */
  byStatus?: Record<number, string>;
}

/**
 * Where a failed submit's message goes: beside the field the server named
 * (or the field its error code is about) when the form has that field, else
 * in the form's alert. The message is `getFormErrorMessage`'s.
 */
export function getServerFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  { byCode = {}, byStatus }: ServerFieldErrorOptions<Field> = {},
): ServerFieldError<Field> {
  const message = getFormErrorMessage(error, byStatus);
  const code = getErrorCode(error);
  const named = (code === undefined ? undefined : byCode[code]) ?? getErrorField(error);
  const field = fields.find((candidate) => candidate === named);
  return { field, message };
}
