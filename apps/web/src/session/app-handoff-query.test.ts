import { describe, expect, it } from 'vitest';
import * as contracts from '@portal/contracts/app-sign-in';
import {
  APP_HANDOFF_CHALLENGE_PATTERN,
  APP_HANDOFF_QUERY,
  handOffToAppIfAsked,
  readAppHandoffChallenge,
} from './app-handoff-query';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('the login page opened by the app', () => {
  it('reads the contracts’ query parameter and challenge shape', () => {
    expect(APP_HANDOFF_QUERY).toBe(contracts.APP_HANDOFF_QUERY);
    expect(APP_HANDOFF_CHALLENGE_PATTERN.source).toBe(contracts.APP_HANDOFF_CHALLENGE_PATTERN.source);
    expect(APP_HANDOFF_CHALLENGE_PATTERN.flags).toBe(contracts.APP_HANDOFF_CHALLENGE_PATTERN.flags);
  });

  it('takes a well-formed challenge and ignores anything else', () => {
    expect(readAppHandoffChallenge(`?app_handoff=${CHALLENGE}`)).toBe(CHALLENGE);
    expect(readAppHandoffChallenge(`?x=1&app_handoff=${CHALLENGE}`)).toBe(CHALLENGE);
    expect(readAppHandoffChallenge('')).toBeNull();
    expect(readAppHandoffChallenge('?app_handoff=')).toBeNull();
    expect(readAppHandoffChallenge(`?app_handoff=${CHALLENGE}x`)).toBeNull();
    expect(readAppHandoffChallenge(`?app_handoff=${CHALLENGE.slice(1)}%2B`)).toBeNull();
  });

  it('leaves a sign-in without the app’s challenge to the page', async () => {
    await expect(handOffToAppIfAsked('')).resolves.toBe(false);
    await expect(handOffToAppIfAsked('?app_handoff=short')).resolves.toBe(false);
  });
});
