import { describe, expect, it } from 'vitest';
import { firstErrorField, getPathErrors } from './issue-errors';

describe('getPathErrors', () => {
  it('keys each first message by its dotted path, without the prefix', () => {
    const errors = getPathErrors(
      [
        { path: ['support_line', 'hours', 'es'], message: 'Say when.' },
        { path: ['support_line', 'hours', 'es'], message: 'Second.' },
        { path: ['support_line', 'phone'], message: 'Dial.' },
      ],
      'support_line',
    );
    expect(errors).toEqual({ 'hours.es': 'Say when.', phone: 'Dial.' });
    expect(firstErrorField(errors, ['phone', 'hours.en', 'hours.es'])).toBe('phone');
  });
});
