import { localizeContractMessage } from '../i18n/contract-messages';

/** The issue shape every zod (and zod/mini) `safeParse` failure carries. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The first message per top-level field of a failed `safeParse`, in the
 * language on screen: the tiny
 * resolver our forms use instead of react-hook-form + @hookform/resolvers
 * (~13 KB gzipped together, which the login budget cannot carry).
 */
export function getFieldErrors<Field extends string>(issues: readonly SchemaIssue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors))
      errors[field as Field] = localizeContractMessage(issue.message);
  }
  return errors;
}
