import { describe, expect, it } from 'vitest';
import { journeysForChanges } from './lib/changed-journeys.mjs';

const specs = [
  { file: 'e2e/tests/clinic-library.spec.ts', text: "await page.goto('/dashboard/mayo-clinic')" },
  { file: 'e2e/tests/programmes.spec.ts', text: '// the clinic-library tile on Home' },
  { file: 'e2e/tests/sign-in.spec.ts', text: "await page.goto('/login')" },
];

describe('journeysForChanges', () => {
  it('picks the journeys that name a changed screen’s or feature’s area', () => {
    expect(journeysForChanges(['apps/web/src/features/clinic-library/api.ts'], specs)).toEqual({
      all: false,
      specs: ['e2e/tests/clinic-library.spec.ts', 'e2e/tests/programmes.spec.ts'],
      areasWithoutJourney: [],
    });
  });

  it('calls for no journey for unit tests and server code, and for a changed spec itself', () => {
    const changes = [
      'apps/web/src/screens/auth/login.test.tsx',
      'apps/server/src/modules/identity/sign-in/sign-in-service.ts',
      'e2e/tests/sign-in.spec.ts',
    ];
    expect(journeysForChanges(changes, specs)).toEqual({
      all: false,
      specs: ['e2e/tests/sign-in.spec.ts'],
      areasWithoutJourney: [],
    });
  });

  it('calls for every journey when the app’s shared code changed', () => {
    for (const shared of ['apps/web/src/ui/button.tsx', 'e2e/support/session.ts', 'packages/contracts/src/media.ts']) {
      expect(journeysForChanges([shared], specs)).toMatchObject({ all: true, specs: specs.map((spec) => spec.file) });
    }
  });

  it('names an area no journey names', () => {
    expect(journeysForChanges(['apps/web/src/screens/not-found.tsx'], specs)).toEqual({
      all: false,
      specs: [],
      areasWithoutJourney: ['not-found'],
    });
  });
});
