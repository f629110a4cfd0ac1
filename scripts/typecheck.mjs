#!/usr/bin/env node
// `npm run typecheck`: each TypeScript project checked (no output written), side by side. With
// `--incremental` each check remembers what it found under .tmp/tsbuildinfo/ and the next one checks only
// what changed since (npm test does so outside CI).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PROJECTS = ['packages/contracts', 'apps/server', 'apps/web', 'e2e'];
const incremental = process.argv.includes('--incremental');

function check(project) {
  const args = ['--noEmit', '-p', project];
  if (incremental) {
    const buildInfo = path.join(root, '.tmp', 'tsbuildinfo', `${project.replaceAll('/', '-')}.tsbuildinfo`);
    args.push('--incremental', '--tsBuildInfoFile', buildInfo);
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(PROJECTS.map(check));
const failed = PROJECTS.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) console.error(`Type errors in ${failed.join(', ')}.`);
process.exit(failed.length > 0 ? 1 : 0);
