import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TAlternativeDecision, TAlternativeRequest } from '@portal/contracts/rewards';
import { ZAlternativeDecision } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useDecideAlternative } from '../api/admin-rewards';
import { RewardsField } from './rewards-field';

type Decision = TAlternativeDecision['decision'];

interface DecisionValues {
  decision: Decision;
  points: string;
  alternative: string;
  reason: string;
}

const FIELDS = ['decision', 'alternative', 'points', 'reason'] as const;

function decisionRequest({ decision, points, alternative, reason }: DecisionValues): unknown {
  const whole = points.trim() === '' ? undefined : Number(points.trim());
  if (decision === 'approve_points') return { decision, points: whole };
  if (decision === 'approve_activity') return { decision, alternative, points: whole };
  return { decision, reason };
}

export interface DecisionFormProps {
  request: Pick<TAlternativeRequest, 'id'>;
  /** Who asked, for the success message. */
  memberName: string;
  onCancel: () => void;
  onDecided: () => void;
}

/**
 * The answer to a request for an alternative: approve with points (given at once), approve with an
 * activity to do instead (its points given when the member has done it), or decline with a reason the
 * member reads.
 */
export function DecisionForm({ request, memberName, onCancel, onDecided }: DecisionFormProps) {
  const { t } = useLingui();
  const decide = useDecideAlternative();
  const baseId = useId();
  const form = useForm({
    initialValues: { decision: 'approve_activity', points: '', alternative: '', reason: '' } as DecisionValues,
    schema: ZAlternativeDecision,
    toRequest: decisionRequest,
    fields: FIELDS,
    onSubmit: (decision) => decide.mutateAsync({ id: request.id, decision }),
    onSuccess: (_answer, { values }) => {
      toast({
        variant: 'success',
        title: values.decision === 'decline' ? t`Request declined` : t`Request approved`,
        description: t`${memberName} is told of your answer.`,
      });
      onDecided();
    },
  });
  const { decision } = form.values;
  const choices: { value: Decision; label: string; hint: string }[] = [
    {
      value: 'approve_activity',
      label: t`Approve with an alternative activity`,
      hint: t`The member gets the points once they say they did it.`,
    },
    { value: 'approve_points', label: t`Approve with points`, hint: t`The points are given now.` },
    { value: 'decline', label: t`Decline`, hint: t`The member reads your reason.` },
  ];

  return (
    <form {...form.formProps} aria-label={t`Answer the request`} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Your answer</Trans>
        </legend>
        {choices.map((choice) => (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              id={`${baseId}-${choice.value}`}
              // One name for the group: the first radio takes the focus an error sends to `decision`.
              name="decision"
              value={choice.value}
              checked={decision === choice.value}
              onChange={() => form.setValue('decision', choice.value)}
              aria-describedby={`${baseId}-${choice.value}-hint`}
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <div className="flex flex-col">
              <label htmlFor={`${baseId}-${choice.value}`} className="cursor-pointer text-sm font-medium">
                {choice.label}
              </label>
              <p id={`${baseId}-${choice.value}-hint`} className="text-sm text-muted-foreground">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {decision === 'approve_activity' ? (
        <FormField
          id={`${baseId}-alternative`}
          label={<Trans>What the member does instead</Trans>}
          error={form.errors.alternative}
        >
          {(control) => (
            <Textarea
              {...control}
              name="alternative"
              rows={3}
              value={form.values.alternative}
              onChange={(event) => form.setValue('alternative', event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      {decision === 'decline' ? null : (
        <RewardsField
          type="number"
          id={`${baseId}-points`}
          name="points"
          label={<Trans>Points</Trans>}
          value={form.values.points}
          onChange={(value) => form.setValue('points', value)}
          error={form.errors.points}
        />
      )}
      {decision === 'decline' ? (
        <FormField id={`${baseId}-reason`} label={<Trans>Why it is declined</Trans>} error={form.errors.reason}>
          {(control) => (
            <Textarea
              {...control}
              name="reason"
              rows={3}
              value={form.values.reason}
              onChange={(event) => form.setValue('reason', event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Sending…`}>
          {decision === 'decline' ? <Trans>Decline the request</Trans> : <Trans>Approve the request</Trans>}
        </SubmitButton>
      </div>
    </form>
  );
}
