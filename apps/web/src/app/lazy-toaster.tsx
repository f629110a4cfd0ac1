import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts } from '../ui/use-toast';

const Toaster = lazy(() => import('../ui/toaster').then((m) => ({ default: m.Toaster })));

let hasToasted = false;
function getHasToasted() {
  hasToasted ||= getToasts().length > 0;
  return hasToasted;
}

/** Radix Toast loads with the first toast, keeping it out of the login budget. */
export function LazyToaster() {
  const shouldRender = useSyncExternalStore(subscribeToToasts, getHasToasted, () => false);
  if (!shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
