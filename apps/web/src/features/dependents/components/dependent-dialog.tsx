import { useLingui } from '@lingui/react/macro';
import type { TDependent } from '@portal/contracts/dependents';
import { ModalDialog } from '@/ui/modal-dialog';
import { toast } from '@/ui/use-toast';
import { useCreateDependent } from '../api/create-dependent';
import { useUpdateDependent } from '../api/update-dependent';
import { editLabel, fullName } from '../utils/dependent-names';
import { DependentForm } from './dependent-form';

/** A new dependent, one being edited, or none (the dialog is closed). */
export type DependentEditing = { kind: 'add' } | { kind: 'edit'; dependent: TDependent } | null;

export interface DependentDialogProps {
  editing: DependentEditing;
  /** The tenant's age limit for a child. */
  childMaxAge: number;
  onClose: () => void;
}

/** The dialog that adds a dependent or saves one's changes, and says so. */
export function DependentDialog({ editing, childMaxAge, onClose }: DependentDialogProps) {
  const { t, i18n } = useLingui();
  const createDependent = useCreateDependent();
  const updateDependent = useUpdateDependent();
  const edited = editing?.kind === 'edit' ? editing.dependent : undefined;
  return (
    <ModalDialog
      open={editing !== null}
      onClose={onClose}
      title={edited ? i18n._(editLabel(fullName(edited))) : t`Add a dependent`}
    >
      {editing ? (
        <DependentForm
          key={edited?.id ?? 'new'}
          dependent={edited}
          childMaxAge={childMaxAge}
          submitLabel={edited ? t`Save changes` : t`Add dependent`}
          onCancel={onClose}
          onSubmit={async (request) => {
            if (edited) {
              await updateDependent.mutateAsync({ id: edited.id, changes: request });
              toast({ title: t`Dependent saved`, variant: 'success' });
            } else {
              await createDependent.mutateAsync(request);
              toast({ title: t`Dependent added`, variant: 'success' });
            }
            onClose();
          }}
        />
      ) : null}
    </ModalDialog>
  );
}
