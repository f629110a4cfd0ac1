import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, toStorableText } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain', 'Hello', true],
    ['accents and emoji (surrogate pairs)', 'Niño 😀 café', true],
    ['empty', '', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud83d', false],
    ['a lone low surrogate', '\ude00b', false],
    ['two high surrogates', '\ud83d\ud83d\ude00', false],
  ])('%s', (_name, text, storable) => expect(isStorableText(text)).toBe(storable));

  it('removes what cannot be stored and keeps the rest', () => {
    expect(toStorableText('sl\u0000eep 😀\ud83d')).toBe('sleep 😀');
    expect(toStorableText('fine')).toBe('fine');
  });

  it('finds the path of the first unstorable string, value or key', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(findUnstorableText({ properties: { ['k\u0000']: 1 } })).toEqual(['properties']);
    expect(findUnstorableText({ a: 1, b: null, c: new Date(0), d: [true] })).toBeUndefined();
    expect(findUnstorableText('\u0000')).toEqual([]);
  });
});
