import { lazy } from 'react';
import { loadCatalogs } from '@/i18n/i18n';

/** The module Home's card loads too, with its words (the `challenge-summary` catalog). */
const loadSummary = () => Promise.all([import('./challenge-summary'), loadCatalogs(['challenge-summary'])]);

/** The Rewards screen's list of challenges (in a Suspense boundary of the screen's). */
export const LazyChallengeList = lazy(() => loadSummary().then(([m]) => ({ default: m.ChallengeList })));
/** A challenge's facts on its page (in a Suspense boundary of the screen's). */
export const LazyChallengeFacts = lazy(() => loadSummary().then(([m]) => ({ default: m.ChallengeFacts })));
/** The member's progress bar on a challenge's page (in a Suspense boundary of the screen's). */
export const LazyChallengeProgress = lazy(() => loadSummary().then(([m]) => ({ default: m.ChallengeProgress })));
