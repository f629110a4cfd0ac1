import type * as z from 'zod/mini';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from '@portal/contracts/storable-text';
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
 * A message a person can act on: the contracts' own messages, or a plain one for zod's generic ones
 * (zod/mini carries no wording of its own, so whether a field is missing is read from the input).
 */
function describeIssue(issue: Issue, field: string, input: unknown): string {
  if (!field) return 'The request must be a JSON object.';
  if (issue.code === 'invalid_type') {
    return readAt(input, issue.path) === undefined
      ? `The field "${field}" is required.`
      : `The field "${field}" must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected ?? 'value of another type'}.`;
  }
  if (issue.message.startsWith('Invalid') || issue.message.startsWith('Too ')) {
    return `The field "${field}" is not valid (${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}).`;
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
        field ? `The field "${field}" ${UNSTORABLE_TEXT_MESSAGE}` : `The request ${UNSTORABLE_TEXT_MESSAGE}`,
        field || undefined,
      );
    }
    return result.data as z.infer<TSchema>;
  }
  const issue = result.error.issues[0] as Issue | undefined;
  if (!issue) throw validationFailed('The request is not valid.');
  const field = issue.path.map(String).join('.');
  throw validationFailed(describeIssue(issue, field, value), field || undefined);
}
