import type * as z from 'zod/mini';
import { fillMessage } from '@portal/contracts/localize-message';
import { findUnstorableText } from '@portal/contracts/storable-text';
import { validationFailed } from './errors';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
}

/** The value at a path of the input, or undefined where the input has none. */
function readAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The messages parseInput writes itself, as patterns (`{field}` is the input's path, `address.city`), so
 * each has one translation (i18n/locales/es/server-messages.po).
 */
export const VALIDATION_MESSAGES = {
  notAnObject: 'The request must be a JSON object.',
  notValid: 'The request is not valid.',
  required: 'The field "{field}" is required.',
  /** zod's generic wording ("Invalid input"), for checks that carry no message of the contracts. */
  invalid: 'The field "{field}" is not valid (invalid input).',
  unstorableField:
    'The field "{field}" contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.',
  unstorableRequest:
    'The request contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.',
} as const;

/** What a field of the wrong type must be, by zod's `expected`; any other type is "a value of another type". */
const WRONG_TYPE_MESSAGES: Readonly<Record<string, string>> = {
  string: 'The field "{field}" must be a string.',
  number: 'The field "{field}" must be a number.',
  int: 'The field "{field}" must be a whole number.',
  boolean: 'The field "{field}" must be a boolean.',
  object: 'The field "{field}" must be an object.',
  record: 'The field "{field}" must be an object.',
  array: 'The field "{field}" must be an array.',
  null: 'The field "{field}" must be null.',
};
const WRONG_TYPE_OTHER_MESSAGE = 'The field "{field}" must be a value of another type.';

/**
 * A message a person can act on: the contracts' own messages, or a plain one for zod's generic ones
 * (zod/mini carries no wording of its own, so whether a field is missing is read from the input).
 */
function describeIssue(issue: Issue, field: string, input: unknown): string {
  if (!field) return VALIDATION_MESSAGES.notAnObject;
  if (issue.code === 'invalid_type') {
    if (readAt(input, issue.path) === undefined) return fillMessage(VALIDATION_MESSAGES.required, { field });
    const expected = issue.expected ?? '';
    const pattern = Object.hasOwn(WRONG_TYPE_MESSAGES, expected) ? WRONG_TYPE_MESSAGES[expected] : undefined;
    return fillMessage(pattern ?? WRONG_TYPE_OTHER_MESSAGE, { field });
  }
  if (issue.message.startsWith('Invalid') || issue.message.startsWith('Too ')) {
    return fillMessage(VALIDATION_MESSAGES.invalid, { field });
  }
  return issue.message;
}

/**
 * Parses input with a contracts schema; throws VALIDATION_FAILED naming the first issue and its field,
 * or the first string that PostgreSQL could not store (NUL, a lone surrogate) once the schema has
 * parsed it.
 */
export function parseInput<TSchema extends z.ZodMiniType>(schema: TSchema, value: unknown): z.infer<TSchema> {
  const result = schema.safeParse(value);
  if (result.success) {
    const unstorable = findUnstorableText(result.data);
    if (unstorable) {
      const field = unstorable.map(String).join('.');
      throw validationFailed(
        field ? fillMessage(VALIDATION_MESSAGES.unstorableField, { field }) : VALIDATION_MESSAGES.unstorableRequest,
        field || undefined,
      );
    }
    return result.data as z.infer<TSchema>;
  }
  const issue = result.error.issues[0] as Issue | undefined;
  if (!issue) throw validationFailed(VALIDATION_MESSAGES.notValid);
  const field = issue.path.map(String).join('.');
  throw validationFailed(describeIssue(issue, field, value), field || undefined);
}
