import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';
import { SubmitButton } from './submit-button';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" in a modal dialog: a destructive confirm and a Cancel. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onClose={onCancel} title={title}>
      {/* eslint-disable-next-line web/forms-use-form -- a yes-or-no question: nothing to validate or send */}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {description ? <p className="text-sm">{description}</p> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton variant="destructive" isSubmitting={isPending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}
