import { useEffect, useRef } from 'react';
import type { TAnalyticsEventName } from '@portal/contracts/analytics';
import { track } from './track';

/**
 * Tracks `name` once each time the thing it is about is shown: `shownKey` names that thing (an
 * article's id, a condition's id) and is never sent; null while it is not shown (loading, failed).
 * Re-renders and React's development double effects send nothing more.
 */
export function useTrackShown<Name extends TAnalyticsEventName>(
  name: Name,
  properties: Parameters<typeof track<Name>>[1],
  shownKey: string | null,
): void {
  const sentFor = useRef<string | null>(null);
  const serialized = JSON.stringify(properties);
  useEffect(() => {
    if (shownKey === null || sentFor.current === shownKey) return;
    sentFor.current = shownKey;
    track(name, JSON.parse(serialized) as Parameters<typeof track<Name>>[1]);
  }, [name, serialized, shownKey]);
}
