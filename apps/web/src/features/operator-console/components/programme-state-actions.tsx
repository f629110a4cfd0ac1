import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAMME_DELETION_GRACE_DAYS } from '@portal/contracts/operator-console';
import type { TOperatorProgramme } from '@portal/contracts/operator-console';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { SectionCard } from '@/ui/section-card';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { useChangeProgrammeState } from '../api/change-programme-state';
import type { ProgrammeStateChange } from '../api/change-programme-state';

/**
 * Suspend or resume the programme, and schedule or cancel its deletion. Suspending and deleting ask
 * first, saying what members and admins will see; each change may ask for a fresh second factor.
 */
export function ProgrammeStateActions({ programme }: { programme: TOperatorProgramme }) {
  const { t } = useLingui();
  const change = useChangeProgrammeState(programme.key);
  const name = programme.name;
  const days = PROGRAMME_DELETION_GRACE_DAYS;
  const isDeletionScheduled = programme.deletionDueAt !== null;
  const isSuspended = programme.status === 'suspended';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<'suspend' | 'schedule-deletion' | null>(null);
  // The button that was pressed is gone once the state changes: focus goes to the section's heading, after
  // the dialog has closed (its effect runs first, giving focus back to the opener).
  const shouldFocusHeading = useRef(false);
  useEffect(() => {
    if (!shouldFocusHeading.current || confirming !== null) return;
    shouldFocusHeading.current = false;
    headingRef.current?.focus();
  });

  const DONE: Record<ProgrammeStateChange, string> = {
    suspend: t`${name} is suspended`,
    resume: t`${name} is active again`,
    'schedule-deletion': t`${name} is scheduled for deletion`,
    'cancel-deletion': t`The deletion of ${name} is cancelled. It stays suspended until you resume it.`,
  };

  const run = (next: ProgrammeStateChange) => {
    change.mutate(next, {
      onSettled: () => setConfirming(null),
      onSuccess: () => {
        shouldFocusHeading.current = true;
        toast({ variant: 'success', title: DONE[next] });
      },
    });
  };
  const pending = change.isPending ? change.variables : undefined;
  const failure = change.isError ? getErrorMessage(change.error) : null;

  const busy = (action: ProgrammeStateChange, label: string) =>
    pending === action ? (
      <>
        <Spinner />
        {label}
      </>
    ) : null;

  return (
    <SectionCard
      headingId="programme-state-heading"
      headingRef={headingRef}
      heading={<Trans>Suspension and deletion</Trans>}
      intro={
        isDeletionScheduled ? (
          <Trans>
            The programme is suspended and will be deleted on the day shown in its details. Cancel the deletion to keep
            it; it then stays suspended until you resume it.
          </Trans>
        ) : isSuspended ? (
          <Trans>The programme is suspended: its members and admins see a suspension page. Nothing was deleted.</Trans>
        ) : (
          <Trans>
            Suspending stops the programme's members and admins from using it until you resume it; nothing is deleted.
          </Trans>
        )
      }
      failure={failure}
      dialogs={
        <>
          <ConfirmDialog
            open={confirming === 'suspend'}
            title={t`Suspend ${name}?`}
            description={t`Its members and admins will see a suspension page and cannot sign in until you resume it. Nothing is deleted: everything is as it was when you resume it.`}
            confirmLabel={t`Suspend programme`}
            pendingLabel={t`Suspending…`}
            isPending={pending === 'suspend'}
            onCancel={() => setConfirming(null)}
            onConfirm={() => run('suspend')}
          />
          <ConfirmDialog
            open={confirming === 'schedule-deletion'}
            title={t`Schedule the deletion of ${name}?`}
            description={t`It is suspended at once. After a grace of ${days} days its data is exported and then everything of it is deleted for good. Until then you can cancel the deletion.`}
            confirmLabel={t`Schedule deletion`}
            pendingLabel={t`Scheduling…`}
            isPending={pending === 'schedule-deletion'}
            onCancel={() => setConfirming(null)}
            onConfirm={() => run('schedule-deletion')}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        {isDeletionScheduled ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => run('cancel-deletion')}>
            {busy('cancel-deletion', t`Cancelling…`) ?? <Trans>Cancel deletion</Trans>}
          </Button>
        ) : isSuspended ? (
          <Button variant="secondary" disabled={change.isPending} onClick={() => run('resume')}>
            {busy('resume', t`Resuming…`) ?? <Trans>Resume programme</Trans>}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              setConfirming('suspend');
            }}
          >
            <Trans>Suspend programme</Trans>
          </Button>
        )}
        {!isDeletionScheduled && !programme.builtIn ? (
          <Button
            variant="destructive"
            disabled={change.isPending}
            onClick={() => {
              change.reset();
              setConfirming('schedule-deletion');
            }}
          >
            <Trans>Schedule deletion</Trans>
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
