import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEPENDENT_CHILD_MAX_AGE_DEFAULT, DEPENDENTS_MAX } from '@portal/contracts/dependents';
import type { TDependent } from '@portal/contracts/dependents';
import { useDependents } from '@/features/dependents/api/get-dependents';
import { DependentDialog } from '@/features/dependents/components/dependent-dialog';
import type { DependentEditing } from '@/features/dependents/components/dependent-dialog';
import { DependentList } from '@/features/dependents/components/dependent-list';
import { RemoveDependentDialog } from '@/features/dependents/components/remove-dependent-dialog';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';

export function DependentPage() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useDependents();
  const [editing, setEditing] = useState<DependentEditing>(null);
  const [removing, setRemoving] = useState<TDependent | null>(null);
  const items = data?.items ?? [];

  return (
    <>
      <PageHeading
        title={t`Dependents`}
        intro={t`Family members covered by your programme, and invitations for them to join.`}
      />
      {isPending ? (
        <LoadingStatus>
          <Trans>Loading your dependents…</Trans>
        </LoadingStatus>
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()}>
          <Trans>Your dependents could not be loaded.</Trans>
        </LoadError>
      ) : (
        <div className="flex flex-col gap-4">
          <Button
            type="button"
            className="self-start"
            disabled={items.length >= DEPENDENTS_MAX}
            onClick={() => setEditing({ kind: 'add' })}
          >
            <Trans>Add a dependent</Trans>
          </Button>
          {items.length === 0 ? (
            <Notice>
              <p>
                <Trans>You have not added any dependents yet.</Trans>
              </p>
            </Notice>
          ) : (
            <DependentList
              items={items}
              onEdit={(dependent) => setEditing({ kind: 'edit', dependent })}
              onRemove={setRemoving}
            />
          )}
        </div>
      )}
      <DependentDialog
        editing={editing}
        childMaxAge={data?.child_max_age ?? DEPENDENT_CHILD_MAX_AGE_DEFAULT}
        onClose={() => setEditing(null)}
      />
      <RemoveDependentDialog dependent={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
