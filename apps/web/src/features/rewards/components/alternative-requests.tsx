import { Trans, useLingui } from '@lingui/react/macro';
import { ZAlternativeDoneRequest } from '@portal/contracts/rewards';
import type { TAlternativeRequest, TAwardResult } from '@portal/contracts/rewards';
import { Card, CardContent } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { formatLongDate } from '@/ui/format-date';
import { SubmitButton } from '@/ui/submit-button';
import { useCompleteAlternative } from '../api/alternatives';
import { activityName } from '../utils/activity-texts';
import { usePointsText } from '../utils/use-points-text';

/** The member's word that they did the approved alternative, which earns its points. */
function AlternativeDoneForm({
  request,
  onDone,
}: {
  request: TAlternativeRequest;
  onDone: (result: TAwardResult) => void;
}) {
  const { t } = useLingui();
  const complete = useCompleteAlternative();
  const form = useForm({
    initialValues: { attested: false },
    schema: ZAlternativeDoneRequest,
    fields: ['attested'],
    onSubmit: () => complete.mutateAsync(request.id),
    onSuccess: onDone,
  });
  return (
    <form {...form.formProps} aria-label={t`I’ve done it`} className="flex flex-col gap-3">
      <CheckboxField
        id={`alternative-done-${request.id}`}
        name="attested"
        label={t`I confirm I did this`}
        checked={form.values.attested}
        onChange={(event) => form.setValue('attested', event.target.checked)}
        error={form.errors.attested}
      />
      <FormAlert message={form.formError} />
      <SubmitButton className="self-start" isSubmitting={form.isSubmitting} pendingLabel={t`Sending…`}>
        <Trans>I’ve done it</Trans>
      </SubmitButton>
    </form>
  );
}

function RequestAnswer({ request, onDone }: { request: TAlternativeRequest; onDone: (result: TAwardResult) => void }) {
  const pointsText = usePointsText();
  const points = pointsText(request.points ?? 0);
  if (request.status === 'pending') {
    return (
      <p>
        <Trans>Waiting for your programme’s answer.</Trans>
      </p>
    );
  }
  if (request.status === 'declined') {
    const reason = request.decline_reason ?? '';
    return (
      <p>
        <Trans>Declined: {reason}</Trans>
      </p>
    );
  }
  if (request.alternative === null) {
    return (
      <p>
        <Trans>Approved: {points} added to your total.</Trans>
      </p>
    );
  }
  const alternative = request.alternative;
  const doneOn = request.done_at ? formatLongDate(request.done_at) : '';
  return (
    <div className="flex flex-col gap-3">
      <p>
        <Trans>Approved. Instead, you can: {alternative}</Trans>
      </p>
      {request.done_at ? (
        <p>
          <Trans>
            Done on {doneOn}: it earned {points}.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>It earns {points} once you have done it.</Trans>
          </p>
          <AlternativeDoneForm request={request} onDone={onDone} />
        </>
      )}
    </div>
  );
}

/** The member's requests for an alternative, newest first, each with the programme's answer. */
export function AlternativeRequests({
  requests,
  onDone,
}: {
  requests: readonly TAlternativeRequest[];
  onDone: (result: TAwardResult) => void;
}) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-4">
      {requests.map((request) => {
        const name = activityName(i18n, request.activity, request.activity_title);
        const askedOn = formatLongDate(request.requested_at);
        return (
          <li key={request.id}>
            <Card>
              <CardContent className="flex flex-col gap-2">
                <h3 className="font-semibold">{name}</h3>
                <p className="text-sm text-muted-foreground">
                  <Trans>Asked on {askedOn}</Trans>
                </p>
                <RequestAnswer request={request} onDone={onDone} />
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
