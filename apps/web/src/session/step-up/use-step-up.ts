import { withStepUp } from './step-up-requests';

/** For screens: `withStepUp(action)` runs an action that may need a fresh proof (see step-up-requests.ts). */
export function useStepUp(): { withStepUp: <T>(action: () => Promise<T>) => Promise<T> } {
  return { withStepUp };
}
