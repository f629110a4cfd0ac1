import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Module state a test resets by hand (`…ForTests`) is a choice to defend: the state the app creates (a store,
// a provider) needs no reset. Each such export says why it stays, in a comment just above it.
describe('module state that tests reset', () => {
  it('says above each …ForTests export why it stays module state', () => {
    const sources = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];
    const files = sources
      .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true }).map((file) => `${folder}/${file}`))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/test\//.test(file));
    const unexplained = [];
    let exports = 0;
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/^export (?:async )?function \w+ForTests\b/.test(line)) return;
        exports += 1;
        const above = lines.slice(Math.max(0, index - 8), index).join('\n');
        if (!/Stays module state/.test(above)) unexplained.push(`${file}:${index + 1}`);
      });
    }
    expect(exports).toBeGreaterThan(0);
    expect(unexplained).toEqual([]);
  });
});
