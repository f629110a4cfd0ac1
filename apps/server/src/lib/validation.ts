import type * as z from 'zod/mini';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorableText } from '@portal/contracts/storable-text';
import { validationFailed } from './errors';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
}

/** A message a person can act on: the contracts' own messages, or a plain one for zod's generic ones. */
function describeIssue(issue: Issue, field: string): string {
  if (!field) return 'The request must be a JSON object.';
  if (issue.code === 'invalid_type') {
    return /received undefined/.test(issue.message)
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
  throw validationFailed(describeIssue(issue, field), field || undefined);
}
