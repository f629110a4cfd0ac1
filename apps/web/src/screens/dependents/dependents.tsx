import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEPENDENTS_MAX } from '@portal/contracts/dependents';
import type { TDependent } from '@portal/contracts/dependents';
import { getErrorMessage } from '@/api/error-message';
import { useCreateDependent } from '@/features/dependents/api/create-dependent';
import { useDeleteDependent } from '@/features/dependents/api/delete-dependent';
import { useDependents } from '@/features/dependents/api/get-dependents';
import { useRestoreDependent } from '@/features/dependents/api/restore-dependent';
import { useUpdateDependent } from '@/features/dependents/api/update-dependent';
import { DependentForm } from '@/features/dependents/components/dependent-form';
import { formatBirthDate } from '@/features/dependents/utils/format-birth-date';
import { RELATIONSHIP_LABELS } from '@/features/dependents/utils/relationship-labels';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LoadError } from '@/ui/load-error';
import { ModalDialog } from '@/ui/modal-dialog';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';

function fullName(dependent: TDependent): string {
  return `${dependent.first_name} ${dependent.last_name}`;
}

type Editing = { kind: 'add' } | { kind: 'edit'; dependent: TDependent } | null;

export function DependentPage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, error, refetch } = useDependents();
  const createDependent = useCreateDependent();
  const updateDependent = useUpdateDependent();
  const deleteDependent = useDeleteDependent();
  const restoreDependent = useRestoreDependent();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TDependent | null>(null);
  const items = data?.items ?? [];
  const childMaxAge = data?.child_max_age ?? 26;
  /** The edit button's name and the edit dialog's title. */
  const editLabel = (name: string) => t`Edit ${name}`;
  const removingName = removing ? fullName(removing) : null;

  async function onRemove(dependent: TDependent) {
    const name = fullName(dependent);
    try {
      await deleteDependent.mutateAsync(dependent.id);
    } catch (error) {
      setRemoving(null);
      toast({
        title: t`The dependent could not be removed`,
        description: getErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    setRemoving(null);
    toast({
      title: t`${name} removed`,
      action: {
        label: t`Undo`,
        altText: t`Undo removing ${name}`,
        onClick: () => {
          restoreDependent.mutate(dependent.id, {
            onSuccess: () => toast({ title: t`${name} restored`, variant: 'success' }),
            onError: (error) =>
              toast({
                title: t`The dependent could not be restored`,
                description: getErrorMessage(error),
                variant: 'destructive',
              }),
          });
        },
      },
    });
  }

  return (
    <>
      <PageHeading
        title={t`Dependents`}
        intro={t`Family members covered by your programme, and invitations for them to join.`}
      />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> <Trans>Loading your dependents…</Trans>
        </p>
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
            <ul aria-label={t`Your dependents`} className="grid gap-3 sm:grid-cols-2">
              {items.map((dependent) => {
                const name = fullName(dependent);
                const relationship = i18n._(RELATIONSHIP_LABELS[dependent.relationship]);
                const birthDate = formatBirthDate(dependent.date_of_birth, i18n);
                return (
                  <li key={dependent.id}>
                    <Card className="h-full">
                      <CardContent className="flex h-full flex-col gap-3">
                        <div className="flex flex-col gap-0.5">
                          <h2 className="font-semibold break-words">{name}</h2>
                          <p className="text-sm text-muted-foreground">
                            <Trans>
                              {relationship} · born {birthDate}
                            </Trans>
                          </p>
                          {dependent.email ? <p className="text-sm break-all">{dependent.email}</p> : null}
                        </div>
                        <div className="mt-auto flex flex-wrap gap-2">
                          <Button
                            type="button"
                            variant="secondary"
                            size="sm"
                            aria-label={editLabel(name)}
                            onClick={() => setEditing({ kind: 'edit', dependent })}
                          >
                            <Trans>Edit</Trans>
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            aria-label={t`Remove ${name}`}
                            onClick={() => setRemoving(dependent)}
                          >
                            <Trans>Remove</Trans>
                          </Button>
                        </div>
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <ModalDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? editLabel(fullName(editing.dependent)) : t`Add a dependent`}
      >
        {editing ? (
          <DependentForm
            key={editing.kind === 'edit' ? editing.dependent.id : 'new'}
            dependent={editing.kind === 'edit' ? editing.dependent : undefined}
            childMaxAge={childMaxAge}
            submitLabel={editing.kind === 'edit' ? t`Save changes` : t`Add dependent`}
            onCancel={() => setEditing(null)}
            onSubmit={async (request) => {
              if (editing.kind === 'edit') {
                await updateDependent.mutateAsync({ id: editing.dependent.id, changes: request });
                toast({ title: t`Dependent saved`, variant: 'success' });
              } else {
                await createDependent.mutateAsync(request);
                toast({ title: t`Dependent added`, variant: 'success' });
              }
              setEditing(null);
            }}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        open={removing !== null}
        title={removingName !== null ? t`Remove ${removingName}?` : t`Remove dependent?`}
        description={t`They will no longer be covered by your programme. You can undo this for a few seconds.`}
        confirmLabel={t`Remove`}
        pendingLabel={t`Removing…`}
        isPending={deleteDependent.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void onRemove(removing);
        }}
      />
    </>
  );
}
