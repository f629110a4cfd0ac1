// The closing table of `npm test`: each step's time and the slowest files of every pass.
import { describe, expect, it } from 'vitest';
import { fileDurations, timingLines } from './lib/test-reports.mjs';

const vitest = {
  testResults: [
    { name: '/repo/apps/server/src/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [] },
    { name: '/repo/apps/web/src/b.test.tsx', startTime: 2_000, endTime: 2_300, assertionResults: [] },
  ],
};
const playwright = {
  suites: [
    {
      title: 'sign-in.spec.ts',
      specs: [
        { file: 'sign-in.spec.ts', tests: [{ results: [{ duration: 9_000 }, { duration: 8_000 }] }] },
        { file: 'sign-in.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] },
      ],
      suites: [{ specs: [{ file: 'sign-in.spec.ts', tests: [{ results: [{ duration: 500 }] }] }] }],
    },
  ],
};

describe('fileDurations', () => {
  it('takes a Vitest file’s time from its start to its end', () => {
    expect(fileDurations(vitest)).toEqual([
      { file: '/repo/apps/server/src/a.test.ts', ms: 3_500 },
      { file: '/repo/apps/web/src/b.test.tsx', ms: 300 },
    ]);
  });

  it('adds up a spec file’s journeys, retries and nested suites included', () => {
    expect(fileDurations(playwright)).toEqual([{ file: 'sign-in.spec.ts', ms: 18_500 }]);
  });
});

describe('timingLines', () => {
  it('lists the steps, the total and the slowest files of every pass, slowest first', () => {
    const lines = timingLines(
      [
        { name: 'Type check', ms: 40_000, parallel: true },
        { name: 'Build', ms: 7_250 },
      ],
      [
        { pass: 'PGlite', report: vitest, root: '/repo' },
        { pass: 'Journeys', report: playwright, root: '/repo' },
      ],
      600_000,
      2,
    );
    expect(lines[0]).toBe('Steps:');
    expect(lines[1]).toMatch(/^ {2}Type check +40\.0 s {2}\(side by side\)$/);
    expect(lines[2]).toMatch(/^ {2}Build +7\.3 s$/);
    expect(lines[3]).toMatch(/^ {2}Total +600\.0 s$/);
    expect(lines[4]).toBe('Slowest files:');
    expect(lines[5]).toMatch(/^ {2}Journeys › sign-in\.spec\.ts +18\.5 s$/);
    expect(lines[6]).toMatch(/^ {2}PGlite › apps\/server\/src\/a\.test\.ts +3\.5 s$/);
    expect(lines).toHaveLength(7);
  });
});
