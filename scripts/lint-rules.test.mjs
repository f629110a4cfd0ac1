// The lint rules that hold the code's safety, tried on probe files: a rule that stops catching what it
// was added for fails here, not in production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function lintProbe(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

describe('regular expressions on untrusted input', () => {
  it('refuses a pattern that moves in quadratic time (the old reading-time link pattern)', async () => {
    const rules = await lintProbe(
      'packages/contracts/src/probe.ts',
      "export const words = (body: string) => body.replace(/!?\\[([^\\]]*)\\]\\([^)]*\\)/g, '$1');\n",
    );
    expect(rules).toContain('regexp/no-super-linear-move');
  });

  it('refuses a pattern that backtracks in polynomial time (the old heading pattern)', async () => {
    const rules = await lintProbe(
      'apps/server/src/probe.ts',
      'export const title = (text: string) => /^\\s*#\\s+(.+?)\\s*#*\\s*(?:\\n|$)/.exec(text)?.[1];\n',
    );
    expect(rules).toContain('regexp/no-super-linear-backtracking');
  });

  it('holds in the web app too', async () => {
    const rules = await lintProbe(
      'apps/web/src/probe.tsx',
      "export const trim = (path: string) => path.replace(/\\/+$/, '');\n",
    );
    expect(rules).toContain('regexp/no-super-linear-move');
  });

  it('passes the linear replacements', async () => {
    const rules = await lintProbe(
      'packages/contracts/src/probe.ts',
      'export const slug = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;\nexport const bullet = /^\\s{0,3}[-*+]\\s(.*)$/;\n',
    );
    expect(rules).toEqual([]);
  });
});
