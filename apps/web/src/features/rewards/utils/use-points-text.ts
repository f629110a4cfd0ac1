import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** "1,250 points" (or "1 point"), the figure in the language on screen. */
export function usePointsText(): (points: number) => string {
  const { t, i18n } = useLingui();
  return (points: number) => {
    const formatted = i18n.number(points);
    return t`${plural(points, { one: `${formatted} point`, other: `${formatted} points` })}`;
  };
}
