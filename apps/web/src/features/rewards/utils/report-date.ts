import * as z from 'zod/mini';
import { INCENTIVE_MESSAGES, ZReportActivityRequest } from '@portal/contracts/rewards';

/** Today on the member's own calendar, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The days a report may name: within the plan year, and not after today. */
export function reportDateRange(plan: { starts_on: string; ends_on: string }, today: string = localToday()) {
  return { min: plan.starts_on, max: plan.ends_on < today ? plan.ends_on : today };
}

/** The contract's request, and the day within the plan year and not in the future, as the server checks it. */
export function reportRequestSchema(range: { min: string; max: string }) {
  return ZReportActivityRequest.check(
    z.refine((request) => request.done_on >= range.min && request.done_on <= range.max, {
      message: INCENTIVE_MESSAGES.reportDate,
      path: ['done_on'],
    }),
  );
}
