import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import { whenIdle } from '../ui/use-idle';
import type { ExactProperties } from './track';

/**
 * `track` for the code on the login page's path (start-up's page views, sign-in): the facade's code
 * loads once the page is idle, so the login budget pays for none of it. The event is stamped then, a
 * moment after it happened.
 */
export function trackLater<Name extends TAnalyticsEventName>(name: Name, properties: ExactProperties<Name>): void {
  whenIdle(() => {
    import('./track').then(({ track }) => track(name, properties)).catch((error: unknown) => console.error(error));
  });
}
