import { shiftDay } from '@portal/contracts/challenges';

/** Today on the member's own calendar, `YYYY-MM-DD`: the day the server checks "not in the future" against. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The days a member may log, newest first: the challenge's days up to today (none before it starts,
 * none in the future).
 */
export function loggableDays(challenge: { starts_on: string; ends_on: string }, today: string = localToday()) {
  const last = challenge.ends_on < today ? challenge.ends_on : today;
  const days: string[] = [];
  for (let day = last; day >= challenge.starts_on; day = shiftDay(day, -1)) days.push(day);
  return days;
}

/** The name a member is offered to show: "Ana G." from Ana García. */
export function suggestedDisplayName(member: { first_name: string; last_name: string } | null | undefined): string {
  if (!member) return '';
  const first = member.first_name.trim();
  const initial = member.last_name.trim().charAt(0);
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
