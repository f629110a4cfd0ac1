import { afterEach, describe, expect, it, vi } from 'vitest';
import { countReadingWords, getReadingTimeMinutes } from './reading-time';

/** How many characters the counter reads for `text`: the work it does, counted rather than timed. */
function countCharacterReads(text: string): number {
  const charAt = vi.spyOn(String.prototype, 'charAt');
  countReadingWords(text);
  const reads = charAt.mock.calls.length;
  charAt.mockRestore();
  return reads;
}

afterEach(() => vi.restoreAllMocks());

describe('reading time', () => {
  it('counts about 200 words a minute, at least one', () => {
    expect(getReadingTimeMinutes('')).toBe(1);
    expect(getReadingTimeMinutes('word '.repeat(200))).toBe(1);
    expect(getReadingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(getReadingTimeMinutes('word '.repeat(1000))).toBe(5);
  });

  it.each([
    ['plain words', 'One two three.', 3],
    ['markup splits words and is not a word', '## Heading\n\n- one\n- two\n\n> quote *em* __strong__ a|b', 8],
    ['a link counts its text, not its address', 'Read [the guide](https://example.com/a/b/c) today', 4],
    ['an image counts its alt text', '![a calm lake](/media/lake.png)', 3],
    ['fenced code is left out', 'Before\n```\nconst x = 1;\n```\nafter', 2],
    ['words need a letter or digit', '... — 42 ¿Qué? niño', 3],
    ['an unclosed fence is text', 'Start ``` one two', 3],
    ['an unclosed link target is text', 'See [this](one two', 4],
    ['both unclosed', '```a [b](c d', 4],
  ])('%s', (_name, markdown, words) => {
    expect(countReadingWords(markdown)).toBe(words);
  });

  it.each([
    ['opening brackets', '['],
    ['empty links without a closer', ']('],
    ['links without a closer', '[](x'],
    ['fences that never close', '```a'],
    ['spaces', ' '],
    ['a mix', '[a](```'],
  ])('reads each character a bounded number of times on %s (no quadratic work)', (_name, unit) => {
    const n = 10_000;
    const small = countCharacterReads(unit.repeat(n));
    const large = countCharacterReads(unit.repeat(4 * n));
    expect(small).toBeLessThanOrEqual(3 * unit.length * n + 3);
    // Linear work grows 4× with 4× the input; quadratic work would grow 16×.
    expect(large).toBeLessThanOrEqual(4 * small + 12);
  });
});
