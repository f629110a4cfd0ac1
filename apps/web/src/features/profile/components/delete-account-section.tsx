import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import {
  DELETION_REASON_MAX_LENGTH,
  DELETION_REQUESTED_MESSAGE,
  ZRequestAccountDeletionRequest,
} from '@portal/contracts/profile';
import type { TRequestAccountDeletionRequest } from '@portal/contracts/profile';
import { href } from '@/navigation/paths';
import { signOut } from '@/session/sign-out';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

interface DeletionValues {
  reason: string;
  confirmed: boolean;
}

/** The contract's request, sent only once the member has ticked the confirmation (else refused beside it with `unconfirmed`). */
function deletionSchema(unconfirmed: string): FormSchema<TRequestAccountDeletionRequest> {
  return {
    safeParse(input) {
      const { reason, confirmed } = input as DeletionValues;
      const result = ZRequestAccountDeletionRequest.safeParse({ reason });
      if (confirmed) return result;
      const issues = [...(result.success ? [] : result.error.issues), { path: ['confirmed'], message: unconfirmed }];
      return { success: false, error: { issues } };
    },
  };
}

/** "Delete my account": a modal dialog asks for a ticked confirmation, then the member is signed out. */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const requestDeletion = useRequestAccountDeletion();
  const form = useForm({
    initialValues: { reason: '', confirmed: false },
    schema: deletionSchema(t`Tick the box to confirm.`),
    fields: ['reason', 'confirmed'],
    onSubmit: (request) => requestDeletion.mutateAsync(request),
    onSuccess: async () => {
      dialogRef.current?.close();
      await signOut();
      toast({ title: t`Deletion requested`, description: localizeContractMessage(DELETION_REQUESTED_MESSAGE) });
      await navigate(href('login'), { replace: true });
    },
  });

  function open() {
    // Each opening asks for the confirmation again; a reason already written stays.
    form.reset({ reason: form.values.reason, confirmed: false });
    dialogRef.current?.showModal();
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
          <form {...form.formProps} className="flex flex-col gap-4 p-5">
            <h2 id="delete-account-title" className="text-lg font-semibold">
              <Trans>Delete your account?</Trans>
            </h2>
            <p className="text-sm">
              <Trans>This cannot be undone once it is done.</Trans>
            </p>
            <FormField id="delete-reason" label={t`Why are you leaving? (optional)`} error={form.errors.reason}>
              {(field) => (
                <textarea
                  {...field}
                  name="reason"
                  rows={3}
                  maxLength={DELETION_REASON_MAX_LENGTH}
                  value={form.values.reason}
                  onChange={(event) => form.setValue('reason', event.target.value)}
                  className="rounded-md border border-border bg-surface p-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                />
              )}
            </FormField>
            <CheckboxField
              id="delete-confirm"
              name="confirmed"
              label={t`I understand that my account and everything in it will be deleted`}
              checked={form.values.confirmed}
              error={form.errors.confirmed}
              onChange={(event) => form.setValue('confirmed', event.target.checked)}
            />
            <FormAlert message={form.formError} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
                <Trans>Cancel</Trans>
              </Button>
              <SubmitButton
                variant="destructive"
                isSubmitting={form.isSubmitting}
                pendingLabel={t`Deleting…`}
                disabled={!form.values.confirmed}
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
