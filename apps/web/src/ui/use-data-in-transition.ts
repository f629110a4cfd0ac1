import { useDeferredValue } from 'react';

/**
 * A query's data as a large screen shows it: `undefined` until React has rendered it in a transition. The
 * answer arrives as an urgent update, which React renders in one task however many tables it fills (the
 * console's reports: a long task of 150 ms under a phone's CPU); a transition's render yields to the
 * browser every few milliseconds. Data already in the cache when the screen mounts shows at once.
 */
export function useDataInTransition<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  // While the transition is pending, the urgent render still holds the earlier value: show nothing
  // rather than the figures of another request.
  return deferred === data ? data : undefined;
}
