/**
 * The small-group rule, pure: a count over fewer than SMALL_GROUP_MIN distinct members is
 * answered "fewer than 5", and a set of counts shown beside their total hides one more count when only
 * one was hidden, so no hidden count can be found by subtracting the others from the total.
 */
import { SMALL_GROUP_MIN } from '@portal/contracts/analytics';
import { HIDDEN_COUNT, groupCount } from '@portal/contracts/engagement';
import type { TGroupCount } from '@portal/contracts/engagement';

/** `value` shown only when `members` distinct members are behind it (by default the value counts members). */
export function countOf(value: number, members: number = value): TGroupCount {
  return members >= SMALL_GROUP_MIN ? groupCount(value, 0) : HIDDEN_COUNT;
}

/**
 * Counts of members that split a shown total (each member in exactly one part): every part under the
 * threshold is hidden and, when exactly one part is hidden, so is the smallest shown part (secondary
 * suppression), so the total minus the shown parts is always a sum of at least two unknowns.
 */
export function suppressPartition(parts: readonly number[]): TGroupCount[] {
  const hidden = parts.map((part) => part < SMALL_GROUP_MIN);
  const hiddenCount = hidden.filter(Boolean).length;
  if (hiddenCount === 1) {
    let smallest = -1;
    parts.forEach((part, index) => {
      if (!hidden[index] && (smallest === -1 || part < parts[smallest]!)) smallest = index;
    });
    if (smallest !== -1) hidden[smallest] = true;
  }
  return parts.map((part, index) => (hidden[index] ? HIDDEN_COUNT : groupCount(part, 0)));
}

/**
 * Who joined a challenge and who finished it: finished and not finished split those who joined, so
 * neither is shown when the other is under the threshold, and nothing is shown of fewer than 5 who joined.
 */
export function challengeParticipation(
  joined: number,
  finished: number,
): { joined: TGroupCount; finished: TGroupCount } {
  if (joined < SMALL_GROUP_MIN) return { joined: HIDDEN_COUNT, finished: HIDDEN_COUNT };
  const [shown] = suppressPartition([finished, joined - finished]);
  return { joined: groupCount(joined, 0), finished: shown ?? HIDDEN_COUNT };
}
