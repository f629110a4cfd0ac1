import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  TChallengeGoalType,
  TChallengeKind,
  TChallengeStatus,
  TChallengeTeamMode,
} from '@portal/contracts/challenges';
import type { TGroupCount } from '@portal/contracts/engagement';

export const KIND_LABELS: Record<TChallengeKind, MessageDescriptor> = {
  steps: msg`Steps`,
  active_minutes: msg`Active minutes`,
  habit: msg`Daily habit`,
};

export const GOAL_TYPE_LABELS: Record<TChallengeGoalType, MessageDescriptor> = {
  daily: msg`A goal each day`,
  total: msg`A total over the challenge`,
};

export const TEAM_MODE_LABELS: Record<TChallengeTeamMode, MessageDescriptor> = {
  individual: msg`Individual`,
  choose: msg`Teams members pick`,
  assigned: msg`Teams the programme assigns`,
};

export const STATUS_LABELS: Record<TChallengeStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  running: msg`Running`,
  ended: msg`Ended`,
};

export const FEWER_THAN_5 = msg`fewer than 5`;

/** A count under the small-group rule: the number, or "fewer than 5". */
export function groupCountText(count: TGroupCount, format: (value: number) => string, fewer: string): string {
  return count.fewer_than_5 || count.value === null ? fewer : format(count.value);
}
