#!/usr/bin/env node
// `npm run test:changed [-- <git ref>]`: the tests a change calls for, in a minute or two rather than the
// whole `npm test`. Vitest's related-file run (the unit, component and server tests that import a changed
// file, on PGlite), then the journeys of the changed screens (scripts/lib/changed-journeys.mjs) on a fresh
// build. Without a ref the change is what is not committed yet; with one (`main`, `HEAD~3`) what differs
// from it too. It is a fast path, not a verdict: `npm test` is.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeysForChanges } from './lib/changed-journeys.mjs';
import { findChromium } from './lib/system-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const since = process.argv[2];

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', since ?? 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (changed.length === 0) {
  console.log(`Nothing changed${since ? ` since ${since}` : ''}.`);
  process.exit(0);
}
console.log(`Changed: ${changed.length} file${changed.length === 1 ? '' : 's'}${since ? ` since ${since}` : ''}.`);

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Vitest finds the tests that import a changed file, through every project's module graph.
const vitestStatus = run('npx', ['vitest', 'run', `--changed${since ? `=${since}` : ''}`, '--passWithNoTests']);

const specsDir = path.join('e2e', 'tests');
const specs = readdirSync(specsDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => {
    const file = path.posix.join('e2e', 'tests', name);
    return { file, text: readFileSync(file, 'utf8') };
  });
const journeys = journeysForChanges(changed, specs);
for (const area of journeys.areasWithoutJourney) console.log(`No journey names the screen area "${area}".`);
let journeyStatus = 0;
if (journeys.specs.length === 0) {
  console.log('No journey to run for this change.');
} else {
  console.log(
    journeys.all
      ? 'Shared web code changed: every journey runs.'
      : `Journeys: ${journeys.specs.map((file) => path.basename(file)).join(', ')}`,
  );
  journeyStatus = run('npm', ['run', '--silent', 'build']);
  if (journeyStatus === 0) {
    const files = journeys.all ? [] : journeys.specs.map((file) => path.relative('e2e', file));
    journeyStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...files], {
      CHROMIUM_PATH: findChromium() ?? '/usr/bin/chromium',
    });
  }
}
process.exit(vitestStatus !== 0 ? vitestStatus : journeyStatus);
