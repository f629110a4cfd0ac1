import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the first one at once): live guidance that a
 * screen reader announces without chattering at every frame, and that does not flicker on screen.
 */
export function useSteadyValue<T>(value: T, delayMs: number): T {
  const [steady, setSteady] = useState(value);
  useEffect(() => {
    if (Object.is(value, steady)) return undefined;
    const timer = setTimeout(() => setSteady(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, steady, delayMs]);
  return steady;
}
