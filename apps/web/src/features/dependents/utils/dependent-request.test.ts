import { describe, expect, it } from 'vitest';
import { dependentRequestSchema, getAge } from './dependent-request';

describe('getAge', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(getAge('2000-06-15', '2026-06-14')).toBe(25);
    expect(getAge('2000-06-15', '2026-06-15')).toBe(26);
  });
});

describe('dependentRequestSchema', () => {
  const request = { first_name: 'Kai', last_name: 'Lee', date_of_birth: '1990-01-01', email: '' };
  const schema = dependentRequestSchema(26, 'Too old.');

  it('refuses only a child over the limit, beside the date of birth', () => {
    expect(schema.safeParse({ ...request, relationship: 'child' })).toEqual({
      success: false,
      error: { issues: [{ path: ['date_of_birth'], message: 'Too old.' }] },
    });
    expect(schema.safeParse({ ...request, relationship: 'other' })).toMatchObject({
      success: true,
      data: { relationship: 'other', email: null },
    });
  });

  it("keeps the contract's own errors", () => {
    const result = schema.safeParse({ ...request, first_name: '', relationship: 'child' });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path)).toEqual([['first_name']]);
  });
});
