import { useLingui } from '@lingui/react/macro';
import type { TGroupCount } from '@portal/contracts/engagement';

/** How a count reads: the number in the active language, or "fewer than 5" when the server hid it. */
export function useCountText(): (count: TGroupCount) => string {
  const { t, i18n } = useLingui();
  return (count) => (count.value === null ? t`fewer than 5` : i18n.number(count.value));
}
