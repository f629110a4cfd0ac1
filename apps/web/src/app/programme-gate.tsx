import type { ReactNode } from 'react';
import type { ProgrammeArea } from '@portal/contracts/programmes';
import { isProgrammeOffered } from '../brands/offered-programmes';
import { lazyRoute } from './lazy-route';

export const NotOffered = lazyRoute(() => import('../screens/not-offered').then((m) => m.NotOffered));

/**
 * A programme's screen when the tenant offers it; otherwise the "not part of your programme" page,
 * and the programme's screen (and so its API calls) never renders.
 */
export function ProgrammeGate({ programme, children }: { programme: ProgrammeArea; children: ReactNode }) {
  return isProgrammeOffered(programme) ? children : <NotOffered />;
}
