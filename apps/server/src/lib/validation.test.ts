import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseInput } from './validation';

const ZPerson = z.object({ name: z.string(), address: z.object({ city: z.string() }) });

function messageOf(value: unknown): { message: string; field?: string } {
  try {
    parseInput(ZPerson, value);
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field };
  }
  throw new Error('parsed');
}

describe('parseInput', () => {
  it('says a missing field is required, and a field of the wrong type what it must be', () => {
    expect(messageOf({ address: { city: 'Leeds' } })).toEqual({
      message: 'The field "name" is required.',
      field: 'name',
    });
    expect(messageOf({ name: 'Jo', address: {} })).toEqual({
      message: 'The field "address.city" is required.',
      field: 'address.city',
    });
    expect(messageOf({ name: 7, address: { city: 'Leeds' } })).toEqual({
      message: 'The field "name" must be a string.',
      field: 'name',
    });
    expect(messageOf({ name: 'Jo', address: 'Leeds' })).toEqual({
      message: 'The field "address" must be an object.',
      field: 'address',
    });
    expect(messageOf(null).message).toBe('The request must be a JSON object.');
  });
});
