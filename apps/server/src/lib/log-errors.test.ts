import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors';

describe('serializeError', () => {
  it('keeps a failed query’s SQL and cause but not the values it was sent', () => {
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const error = new DrizzleQueryError(
      'insert into "questionnaire_answers" ("answers") values ($1)',
      ['{"q1":"I feel low\nmost days"}', 'search: chest pain'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"questionnaire_answers\\"');
    expect(logged).toContain('params: [not logged]');
    expect(logged).toContain('canceling statement due to statement timeout');
    expect(logged).not.toContain('I feel low');
    expect(logged).not.toContain('chest pain');
  });

  it('logs any other error as pino does', () => {
    const error = new Error('boom');
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'boom' });
  });
});
