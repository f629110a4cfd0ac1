import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZUpdateDocumentRequest } from '@portal/contracts/programme-settings';
import { BODY_LIMIT_BYTES, getBodyLimit, maxJsonBytes } from './json-body-size';

describe('maxJsonBytes', () => {
  it('bounds a body by its strings, arrays and enums, whatever they hold', () => {
    const schema = z.object({
      name: z.string().check(z.maxLength(10)),
      tags: z.optional(z.array(z.enum(['a', 'bb'])).check(z.maxLength(3))),
      count: z.number(),
    });
    const bound = maxJsonBytes(schema);
    // Ten control characters are the longest name JSON writes: "\u0001" each.
    const worst = JSON.stringify({
      name: '\u0001'.repeat(10),
      tags: ['bb', 'bb', 'bb'],
      count: -1.2345678901234567e308,
    });
    expect(Buffer.byteLength(worst)).toBeLessThanOrEqual(bound);
  });

  it('has no bound where the contract sets none', () => {
    expect(maxJsonBytes(z.object({ note: z.string() }))).toBe(Infinity);
    expect(getBodyLimit({ body: z.object({ note: z.string() }) })).toBe(BODY_LIMIT_BYTES);
  });

  it('lets a route take the longest privacy policy its contract allows', () => {
    const limit = getBodyLimit({ body: ZUpdateDocumentRequest });
    const longest = JSON.stringify({ title: 'Privacy policy', body_markdown: 'é'.repeat(100_000) });
    expect(Buffer.byteLength(longest)).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(longest)).toBeLessThanOrEqual(limit);
  });

  it('keeps a limit the route set itself', () => {
    expect(getBodyLimit({ bodyLimit: 4096, body: ZUpdateDocumentRequest })).toBe(4096);
  });
});
