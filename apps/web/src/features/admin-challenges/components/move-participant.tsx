import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TChallengeTeam } from '@portal/contracts/challenges';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { toast } from '@/ui/use-toast';
import { useMoveParticipant } from '../api/admin-challenges';

export interface MoveParticipantProps {
  challengeId: string;
  participant: { account_id: string; name: string; team_id: string | null };
  teams: readonly TChallengeTeam[];
}

/** Moves one member to another of the challenge's teams; the server's refusal is said beside it. */
export function MoveParticipant({ challengeId, participant, teams }: MoveParticipantProps) {
  const { t } = useLingui();
  const move = useMoveParticipant(challengeId);
  const others = teams.filter((team) => team.id !== participant.team_id);
  const [teamId, setTeamId] = useState(others[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const selectId = `move-${participant.account_id}`;
  const name = participant.name;
  if (others.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t`New team for ${name}`}
        </label>
        <Select
          id={selectId}
          className="h-9 w-auto min-w-32"
          value={teamId}
          aria-describedby={error ? `${selectId}-error` : undefined}
          onChange={(event) => setTeamId(event.target.value)}
        >
          {others.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Select>
        <Button
          size="sm"
          variant="secondary"
          disabled={move.isPending || teamId === ''}
          aria-label={t`Move ${name}`}
          onClick={() => {
            setError(null);
            move.mutate(
              { accountId: participant.account_id, teamId },
              {
                onSuccess: () => toast({ variant: 'success', title: t`${name} moved.` }),
                onError: (failure) => setError(getErrorMessage(failure)),
              },
            );
          }}
        >
          <Trans>Move</Trans>
        </Button>
      </div>
      <p id={`${selectId}-error`} role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
