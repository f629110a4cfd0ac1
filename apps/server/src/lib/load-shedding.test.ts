import { describe, expect, it } from 'vitest';
import { shouldShed } from './load-shedding';

describe('shouldShed', () => {
  it('sheds ordinary routes under a measured delay or memory pressure', () => {
    expect(shouldShed('/api/auth/login', 'eventLoopDelay', 1_500)).toBe(true);
    expect(shouldShed('/api/health/ready', 'rssBytes', 2 ** 31)).toBe(true);
    expect(shouldShed(undefined, 'eventLoopDelay', 1_500)).toBe(true);
  });

  it('never sheds liveness', () => {
    for (const route of ['/api/health', '/api/health/live']) {
      expect(shouldShed(route, 'eventLoopDelay', 60_000)).toBe(false);
      expect(shouldShed(route, 'rssBytes', 2 ** 40)).toBe(false);
    }
  });

  it('does not read a sampling window without a sample as an overload', () => {
    // under-pressure turns the empty window's NaN mean into Infinity.
    expect(shouldShed('/api/auth/login', 'eventLoopDelay', Infinity)).toBe(false);
    expect(shouldShed('/api/auth/login', 'eventLoopDelay', Number.NaN)).toBe(false);
  });
});
