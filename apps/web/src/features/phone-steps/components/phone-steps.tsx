import { lazy, Suspense } from 'react';
import type { TMemberChallengeDetail } from '@portal/contracts/challenges';
import { loadCatalogs } from '@/i18n/i18n';
import { canOfferPhoneSteps } from '@/platform/phone-steps';

export type PhoneStepsChallenge = Pick<
  TMemberChallengeDetail,
  'id' | 'kind' | 'joined' | 'can_log' | 'status' | 'starts_on' | 'ends_on' | 'phone_steps' | 'entries'
>;

/** The panel and its words (the `phone-steps` catalog): only ever downloaded in the native shell. */
const LazyPhoneStepsPanel = lazy(() =>
  Promise.all([import('./phone-steps-panel'), loadCatalogs(['phone-steps'])]).then(([m]) => ({
    default: m.PhoneStepsPanel,
  })),
);

/**
 * The phone's step count for a step challenge the member joined and may still log: in the native shell
 * only (a browser has no step count to read, and downloads none of this).
 */
export function PhoneSteps({ challenge }: { challenge: PhoneStepsChallenge }) {
  const closed = !challenge.can_log && challenge.status === 'ended';
  if (!canOfferPhoneSteps() || challenge.kind !== 'steps' || !challenge.joined || closed) return null;
  return (
    <Suspense fallback={null}>
      <LazyPhoneStepsPanel challenge={challenge} />
    </Suspense>
  );
}
