import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { TAlternativeRequestList } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { dateLocale } from '@/ui/format-date';
import { Label } from '@/ui/label';
import { LoadError } from '@/ui/load-error';
import { ModalDialog } from '@/ui/modal-dialog';
import { Select } from '@/ui/select';
import { LoadingStatus } from '@/ui/loading-status';
import { Cell, ColumnHeaders, TableBody } from '@/ui/table';
import { TableRegion } from '@/ui/table-region';
import { useAlternatives } from '../api/admin-rewards';
import type { AlternativesShown } from '../api/admin-rewards';
import { ALTERNATIVE_STATUS_LABELS, activityName } from '../utils/labels';
import { DecisionForm } from './decision-form';

type AlternativeRow = TAlternativeRequestList['requests'][number];

function useFormatTime() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(dateLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string) => format.format(new Date(value));
}

/** What was decided, in a few words: the alternative and its points, the points, or the reason declined. */
function Outcome({ request }: { request: AlternativeRow }) {
  const { i18n } = useLingui();
  const formatTime = useFormatTime();
  const points = request.points === null ? '' : new Intl.NumberFormat(i18n.locale).format(request.points);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium">{i18n._(ALTERNATIVE_STATUS_LABELS[request.status])}</span>
      {request.status === 'approved' && request.alternative !== null ? (
        <span>
          <Trans>
            Instead: {request.alternative} ({points} points)
          </Trans>
        </span>
      ) : null}
      {request.status === 'approved' && request.alternative === null ? (
        <span>
          <Trans>{points} points given</Trans>
        </span>
      ) : null}
      {request.status === 'declined' && request.decline_reason ? (
        <span>
          <Trans>Reason: {request.decline_reason}</Trans>
        </span>
      ) : null}
      {request.decided_at ? (
        <span className="text-muted-foreground">
          <Trans>Answered {formatTime(request.decided_at)}</Trans>
        </span>
      ) : null}
      {request.done_at ? (
        <span className="text-muted-foreground">
          <Trans>Done {formatTime(request.done_at)}</Trans>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The requests for a reasonable alternative: those waiting for an answer (or every one, answered ones
 * too), with who asked, for which activity, why and when, and the answer. What members write here is
 * theirs and the programme's admins' only: it is shown, never sent anywhere else.
 */
export function AlternativesQueue() {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState<AlternativesShown>('pending');
  const [answering, setAnswering] = useState<AlternativeRow | null>(null);
  const requests = useAlternatives(shown);
  const formatTime = useFormatTime();
  const shownId = useId();
  // An answered request leaves the queue with the button that opened the dialog: focus goes to the list's choice.
  const showRef = useRef<HTMLSelectElement>(null);
  const focusShow = useRef(false);
  useEffect(() => {
    if (!focusShow.current || answering !== null) return;
    focusShow.current = false;
    showRef.current?.focus();
  });
  const caption = shown === 'pending' ? t`Requests waiting for an answer` : t`Every request, newest first`;
  const memberOf = (request: AlternativeRow) => request.member?.name ?? t`A member`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-xs flex-col gap-1">
        <Label htmlFor={shownId}>
          <Trans>Show</Trans>
        </Label>
        <Select
          ref={showRef}
          id={shownId}
          value={shown}
          onChange={(event) => setShown(event.target.value as AlternativesShown)}
        >
          <option value="pending">{t`Waiting for an answer`}</option>
          <option value="all">{t`All requests, answered ones too`}</option>
        </Select>
      </div>
      {requests.isPending ? (
        <LoadingStatus>
          <Trans>Loading the requests…</Trans>
        </LoadingStatus>
      ) : requests.error ? (
        <LoadError
          error={requests.error}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isRefetching}
          title={t`We couldn't load the requests`}
        />
      ) : requests.data.length === 0 ? (
        <p className="text-muted-foreground">
          {shown === 'pending' ? (
            <Trans>No request is waiting for an answer.</Trans>
          ) : (
            <Trans>No member has asked for an alternative yet.</Trans>
          )}
        </p>
      ) : (
        <TableRegion caption={caption} className="rounded-md border border-border" tableClassName="min-w-[44rem]">
          <ColumnHeaders labels={[t`Member`, t`Activity`, t`Reason`, t`Asked`, t`Answer`]} />
          <TableBody>
            {requests.data.map((request) => (
              <tr key={request.id} className="align-top">
                <Cell>
                  <div className="flex flex-col">
                    <span className="font-medium">{memberOf(request)}</span>
                    {request.member ? (
                      <span className="break-all text-muted-foreground">{request.member.email}</span>
                    ) : null}
                  </div>
                </Cell>
                <Cell>{activityName(i18n, request.activity, request.activity_title)}</Cell>
                <Cell className="max-w-[18rem] break-words whitespace-pre-line">{request.reason}</Cell>
                <Cell className="whitespace-nowrap">{formatTime(request.requested_at)}</Cell>
                <Cell>
                  {request.status === 'pending' ? (
                    <Button type="button" size="sm" onClick={() => setAnswering(request)}>
                      <Trans>Answer {memberOf(request)}</Trans>
                    </Button>
                  ) : (
                    <Outcome request={request} />
                  )}
                </Cell>
              </tr>
            ))}
          </TableBody>
        </TableRegion>
      )}
      <ModalDialog
        open={answering !== null}
        onClose={() => setAnswering(null)}
        title={
          answering ? (
            <Trans>
              Answer {memberOf(answering)}: {activityName(i18n, answering.activity, answering.activity_title)}
            </Trans>
          ) : null
        }
      >
        {answering ? (
          <div className="flex flex-col gap-4">
            <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">
              {answering.reason}
            </blockquote>
            <DecisionForm
              request={answering}
              memberName={memberOf(answering)}
              onCancel={() => setAnswering(null)}
              onDecided={() => {
                focusShow.current = true;
                setAnswering(null);
              }}
            />
          </div>
        ) : null}
      </ModalDialog>
    </div>
  );
}
