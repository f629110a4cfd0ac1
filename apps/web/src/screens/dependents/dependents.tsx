import { useState } from 'react';
import { DEPENDENT_RELATIONSHIP_LABELS, DEPENDENTS_MAX } from '@portal/contracts/dependents';
import type { TDependent } from '@portal/contracts/dependents';
import { getErrorMessage } from '../../api/error-message';
import { useCreateDependent } from '../../features/dependents/api/create-dependent';
import { useDeleteDependent } from '../../features/dependents/api/delete-dependent';
import { useDependents } from '../../features/dependents/api/get-dependents';
import { useRestoreDependent } from '../../features/dependents/api/restore-dependent';
import { useUpdateDependent } from '../../features/dependents/api/update-dependent';
import { DependentForm } from '../../features/dependents/components/dependent-form';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatLongDate } from '../../ui/format-date';
import { LoadError } from '../../ui/load-error';
import { ModalDialog } from '../../ui/modal-dialog';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/page-heading';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';

function fullName(dependent: TDependent): string {
  return `${dependent.first_name} ${dependent.last_name}`;
}

type Editing = { kind: 'add' } | { kind: 'edit'; dependent: TDependent } | null;

export function DependentPage() {
  const { data, isPending, isError, error, refetch } = useDependents();
  const createDependent = useCreateDependent();
  const updateDependent = useUpdateDependent();
  const deleteDependent = useDeleteDependent();
  const restoreDependent = useRestoreDependent();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TDependent | null>(null);
  const items = data?.items ?? [];
  const childMaxAge = data?.child_max_age ?? 26;

  async function onRemove(dependent: TDependent) {
    try {
      await deleteDependent.mutateAsync(dependent.id);
    } catch (error) {
      setRemoving(null);
      toast({
        title: 'The dependent could not be removed',
        description: getErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    setRemoving(null);
    toast({
      title: `${fullName(dependent)} removed`,
      action: {
        label: 'Undo',
        altText: `Undo removing ${fullName(dependent)}`,
        onClick: () => {
          restoreDependent.mutate(dependent.id, {
            onSuccess: () => toast({ title: `${fullName(dependent)} restored`, variant: 'success' }),
            onError: (error) =>
              toast({
                title: 'The dependent could not be restored',
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
        title="Dependents"
        intro="Family members covered by your programme, and invitations for them to join."
      />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading your dependents…
        </p>
      ) : isError ? (
        <LoadError error={error} onRetry={() => void refetch()}>
          Your dependents could not be loaded.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-4">
          <Button
            type="button"
            className="self-start"
            disabled={items.length >= DEPENDENTS_MAX}
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add a dependent
          </Button>
          {items.length === 0 ? (
            <Notice>
              <p>You have not added any dependents yet.</p>
            </Notice>
          ) : (
            <ul aria-label="Your dependents" className="grid gap-3 sm:grid-cols-2">
              {items.map((dependent) => (
                <li key={dependent.id}>
                  <Card className="h-full">
                    <CardContent className="flex h-full flex-col gap-3">
                      <div className="flex flex-col gap-0.5">
                        <h2 className="font-semibold break-words">{fullName(dependent)}</h2>
                        <p className="text-sm text-muted-foreground">
                          {DEPENDENT_RELATIONSHIP_LABELS[dependent.relationship]} · born{' '}
                          {formatLongDate(dependent.date_of_birth)}
                        </p>
                        {dependent.email ? <p className="text-sm break-all">{dependent.email}</p> : null}
                      </div>
                      <div className="mt-auto flex flex-wrap gap-2">
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit ${fullName(dependent)}`}
                          onClick={() => setEditing({ kind: 'edit', dependent })}
                        >
                          Edit
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${fullName(dependent)}`}
                          onClick={() => setRemoving(dependent)}
                        >
                          Remove
                        </Button>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ModalDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? `Edit ${fullName(editing.dependent)}` : 'Add a dependent'}
      >
        {editing ? (
          <DependentForm
            key={editing.kind === 'edit' ? editing.dependent.id : 'new'}
            dependent={editing.kind === 'edit' ? editing.dependent : undefined}
            childMaxAge={childMaxAge}
            submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Add dependent'}
            onCancel={() => setEditing(null)}
            onSubmit={async (request) => {
              if (editing.kind === 'edit') {
                await updateDependent.mutateAsync({ id: editing.dependent.id, changes: request });
                toast({ title: 'Dependent saved', variant: 'success' });
              } else {
                await createDependent.mutateAsync(request);
                toast({ title: 'Dependent added', variant: 'success' });
              }
              setEditing(null);
            }}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${fullName(removing)}?` : 'Remove dependent?'}
        description="They will no longer be covered by your programme. You can undo this for a few seconds."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        isPending={deleteDependent.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void onRemove(removing);
        }}
      />
    </>
  );
}
