import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import { vi } from 'vitest';
import { setAnalyticsQueueForTests } from '../analytics/track';

/**
 * Records what the app tracks, as `(name, properties)` calls of the answered mock: the app's own `track`
 * (the member's choice, the stamping) runs, and the queue it hands each event to is this recorder.
 * setup.ts resets the analytics after each test.
 */
export function recordTrackedEvents() {
  const tracked = vi.fn<(name: TAnalyticsEventName, properties: unknown) => void>();
  setAnalyticsQueueForTests({
    add: (event) => tracked(event.name, event.properties),
    clear: () => undefined,
  });
  return tracked;
}
