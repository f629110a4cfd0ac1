/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { PARTNER_PROGRAMMES } from './programmes';

const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

/** The README's programme matrix: brand → the programmes ticked in its row (columns in PARTNER_PROGRAMMES' order). */
function readMatrix(): Record<string, string[]> {
  const table = README.split('<!-- programme-matrix')[1]?.split('\n\n')[0] ?? '';
  const rows = table.split('\n').filter((line) => /^\| `/.test(line));
  return Object.fromEntries(
    rows.map((line) => {
      const [brand = '', ...cells] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [brand.replaceAll('`', ''), PARTNER_PROGRAMMES.filter((_, index) => cells[index] === '✓')];
    }),
  );
}

describe('the README’s programme matrix', () => {
  it('says what each brand offers, as the registry does', () => {
    expect(readMatrix()).toEqual(
      Object.fromEntries(
        BRANDS.map((brand) => [brand.key, PARTNER_PROGRAMMES.filter((p) => brand.programmes.includes(p))]),
      ),
    );
  });
});
