import { useLingui } from '@lingui/react/macro';
import type { TDependent } from '@portal/contracts/dependents';
import { getErrorMessage } from '@/api/error-message';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/use-toast';
import { useDeleteDependent } from '../api/delete-dependent';
import { useRestoreDependent } from '../api/restore-dependent';
import { fullName } from '../utils/dependent-names';

export interface RemoveDependentDialogProps {
  /** The dependent to remove once confirmed, or null (the dialog is closed). */
  dependent: TDependent | null;
  onClose: () => void;
}

/** Asks before removing a dependent; the toast that says so can undo it for a few seconds. */
export function RemoveDependentDialog({ dependent, onClose }: RemoveDependentDialogProps) {
  const { t } = useLingui();
  const deleteDependent = useDeleteDependent();
  const restoreDependent = useRestoreDependent();
  const removingName = dependent ? fullName(dependent) : null;

  async function remove(removed: TDependent) {
    const name = fullName(removed);
    try {
      await deleteDependent.mutateAsync(removed.id);
    } catch (error) {
      onClose();
      toast({
        title: t`The dependent could not be removed`,
        description: getErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    onClose();
    toast({
      title: t`${name} removed`,
      action: {
        label: t`Undo`,
        altText: t`Undo removing ${name}`,
        onClick: () => {
          restoreDependent.mutate(removed.id, {
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
    <ConfirmDialog
      open={dependent !== null}
      title={removingName !== null ? t`Remove ${removingName}?` : t`Remove dependent?`}
      description={t`They will no longer be covered by your programme. You can undo this for a few seconds.`}
      confirmLabel={t`Remove`}
      pendingLabel={t`Removing…`}
      isPending={deleteDependent.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (dependent) void remove(dependent);
      }}
    />
  );
}
