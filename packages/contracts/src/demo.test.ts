import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from './demo';

// The README is how anyone tries the demo: what it prints must be what the seed makes.
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the demo accounts in the README', () => {
  it('prints the password, every account, and the authenticator key of the two-step account', () => {
    expect(readme).toContain(`**\`${DEMO_PASSWORD}\`**`);
    for (const account of DEMO_ACCOUNTS) expect(readme).toContain(`\`${account.localPart}@<brand>.test\``);
    expect(readme).toContain(`**\`${DEMO_AUTHENTICATOR_SECRET}\`**`);
  });

  it('holds an authenticator key an app takes: base32, 160 bits', () => {
    expect(DEMO_AUTHENTICATOR_SECRET).toMatch(/^[A-Z2-7]{32}$/);
  });
});
