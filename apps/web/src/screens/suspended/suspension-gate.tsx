import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { isProgrammeSuspended, subscribeToProgrammeSuspension } from '@/api/programme-suspension';
import { SuspendedPage } from './suspended';

/**
 * The app while its programme is active; the suspension page, and nothing else, once the page or an API
 * answer says it is suspended. It never turns back within a page: a resumed programme's next page is the app.
 */
export function SuspensionGate({ children }: { children: ReactNode }) {
  const isSuspended = useSyncExternalStore(subscribeToProgrammeSuspension, isProgrammeSuspended, isProgrammeSuspended);
  const [wasSuspendedAtFirst] = useState(isSuspended);
  return isSuspended ? <SuspendedPage takesFocus={!wasSuspendedAtFirst} /> : children;
}
