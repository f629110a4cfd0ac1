import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminSignOnPartnerResponse } from '@portal/contracts/partner-sign-on';
import { ZUpdateSignOnPartnerRequest } from '@portal/contracts/partner-sign-on';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/use-toast';
import { useSaveSignOnPartner } from '../api/sign-on-partner';

/** Named as the request names them, as the server names them in an error. */
const FIELDS = ['url', 'audience'] as const;

interface Values {
  url: string;
  audience: string;
}

function valuesOf(current: TAdminSignOnPartnerResponse): Values {
  return { url: current.url ?? '', audience: current.audience };
}

/** Where members are signed on to Ally Health, and the audience (`aud`) each handoff names. */
export function SignOnPartnerForm({ current }: { current: TAdminSignOnPartnerResponse }) {
  const { t } = useLingui();
  const save = useSaveSignOnPartner();
  const form = useForm({
    initialValues: valuesOf(current),
    schema: ZUpdateSignOnPartnerRequest,
    fields: FIELDS,
    onSubmit: (request) => save.mutateAsync(request),
    onSuccess: (answer) => {
      form.reset(valuesOf(answer));
      toast({
        title: t`Sign-on partner saved`,
        description: t`Members are now signed on to Ally Health at the new address.`,
        variant: 'success',
      });
    },
    guardUnsavedChanges: true,
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    error: form.errors[name],
  });

  return (
    <form {...form.formProps} aria-label={t`Ally Health’s sign-on settings`} className="flex flex-col gap-4">
      <TextField
        id="sign-on-partner-url"
        type="url"
        inputMode="url"
        label={<Trans>Sign-on address</Trans>}
        hint={<Trans>The https:// address Ally Health gave you for signing members on.</Trans>}
        placeholder="https://"
        {...field('url')}
      />
      <TextField
        id="sign-on-partner-audience"
        label={<Trans>Audience</Trans>}
        hint={<Trans>The name Ally Health expects in each handoff’s audience (aud).</Trans>}
        {...field('audience')}
      />
      <FormAlert message={form.formError} />
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          <Trans>Save sign-on partner</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
