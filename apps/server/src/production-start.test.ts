import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `node src/server.ts` with only `env` (and PATH): its exit code and everything it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a production start without its settings', () => {
  it('refuses to start, naming each missing setting in one message and no stack trace', async () => {
    const { code, output } = await startServer({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/portal' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid environment:\n/);
    expect(output).toMatch(/ {2}AUTH_SECRET: Required in production/);
    expect(output).toMatch(/ {2}PUBLIC_URLS: Required in production/);
    expect(output).toMatch(/ {2}SMTP_URL: Required in production[^\n]*MAIL_TRANSPORT=outbox/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
