import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETION_REASON_MAX_LENGTH, DELETION_REQUESTED_MESSAGE } from '@portal/contracts/profile';
import { getFormErrorMessage } from '@/api/error-message';
import { href } from '@/navigation/paths';
import { signOut } from '@/session/sign-out';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

/** "Delete my account": a modal dialog asks for a ticked confirmation, then the member is signed out. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const requestDeletion = useRequestAccountDeletion();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function open() {
    setIsConfirmed(false);
    setFormError(null);
    dialogRef.current?.showModal();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isConfirmed) return;
    setFormError(null);
    try {
      await requestDeletion.mutateAsync({ reason });
    } catch (error) {
      setFormError(getFormErrorMessage(error));
      return;
    }
    dialogRef.current?.close();
    await signOut();
    toast({ title: t`Deletion requested`, description: localizeContractMessage(DELETION_REQUESTED_MESSAGE) });
    await navigate(href('login'), { replace: true });
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">
          <Trans>Delete your account</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>We delete your details, answers and files. You are signed out on every device straight away.</Trans>
        </p>
        <Button type="button" variant="destructive" className="self-start" onClick={open}>
          <Trans>Delete my account</Trans>
        </Button>
        <dialog
          ref={dialogRef}
          aria-labelledby="delete-account-title"
          className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-border bg-surface p-0 text-foreground backdrop:bg-black/50"
        >
          <form noValidate className="flex flex-col gap-4 p-5" onSubmit={(event) => void onSubmit(event)}>
            <h2 id="delete-account-title" className="text-lg font-semibold">
              <Trans>Delete your account?</Trans>
            </h2>
            <p className="text-sm">
              <Trans>This cannot be undone once it is done.</Trans>
            </p>
            <FormField id="delete-reason" label={t`Why are you leaving? (optional)`}>
              {(control) => (
                <textarea
                  {...control}
                  name="reason"
                  rows={3}
                  maxLength={DELETION_REASON_MAX_LENGTH}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="rounded-md border border-border bg-surface p-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
              )}
            </FormField>
            <CheckboxField
              id="delete-confirm"
              label={t`I understand that my account and everything in it will be deleted`}
              checked={isConfirmed}
              onChange={(event) => setIsConfirmed(event.target.checked)}
            />
            <FormAlert message={formError} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
                <Trans>Cancel</Trans>
              </Button>
              <SubmitButton
                variant="destructive"
                isSubmitting={requestDeletion.isPending}
                pendingLabel={t`Deleting…`}
                disabled={!isConfirmed}
              >
                <Trans>Delete my account</Trans>
              </SubmitButton>
            </div>
          </form>
        </dialog>
      </CardContent>
    </Card>
  );
}
