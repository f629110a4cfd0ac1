import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TResultBand } from '@portal/contracts/questionnaire';

/** What the app shows for each band: plain words, no judgement (contracts' RESULT_BAND_LABELS, translated). */
export const BAND_LABELS: Record<TResultBand, MessageDescriptor> = {
  'doing-well': msg`Doing well`,
  'worth-attention': msg`Worth attention`,
  'talk-to-someone': msg`Talk to someone`,
};

/** One sentence under the label (contracts' RESULT_BAND_DESCRIPTIONS, translated). */
export const BAND_DESCRIPTIONS: Record<TResultBand, MessageDescriptor> = {
  'doing-well': msg`Your answers suggest things are going well here. Keep doing what works for you.`,
  'worth-attention': msg`Your answers suggest this area could use a little care. Small changes can make a difference.`,
  'talk-to-someone': msg`Your answers suggest this area is hard right now. Talking it through with someone you trust or a professional can help.`,
};

function toDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "March 12, 2026" / "12 de marzo de 2026" in the active language; empty for anything that is not a date. */
export function formatResultDate(i18n: I18n, value: string): string {
  const date = toDate(value);
  return date ? i18n.date(date, { dateStyle: 'long' }) : '';
}

/** "Mar 12" / "12 mar", for chart labels; empty for anything that is not a date. */
export function formatResultShortDate(i18n: I18n, value: string): string {
  const date = toDate(value);
  return date ? i18n.date(date, { day: 'numeric', month: 'short' }) : '';
}
