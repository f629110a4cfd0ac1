import { Trans, useLingui } from '@lingui/react/macro';
import type { TOperatorProgramme, TReplaceProgrammeHostsRequest } from '@portal/contracts/operator-console';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useReplaceHosts } from '../api/replace-hosts';
import { groupError } from './offer-fields';

/** One host name a line; the server checks each (and names the programme that has one already). */
const hostLines: FormSchema<TReplaceProgrammeHostsRequest> = {
  safeParse: (input) => ({
    success: true,
    data: {
      hosts: String(input)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    },
  }),
};

/** The host names a programme answers on (`PUT …/hosts`): members reach it there within seconds. */
export function ProgrammeHostsForm({ programme }: { programme: TOperatorProgramme }) {
  const { t } = useLingui();
  const replace = useReplaceHosts(programme.key);
  const form = useForm({
    initialValues: { hosts: programme.hosts.join('\n') },
    schema: hostLines,
    toRequest: (values) => values.hosts,
    fields: ['hosts'],
    failures: { fields: ['hosts'] },
    onSubmit: (request) => replace.mutateAsync(request),
    onSuccess: (changed) => {
      form.reset({ hosts: changed.hosts.join('\n') });
      toast({ variant: 'success', title: t`Host names saved` });
    },
  });

  return (
    <Card>
      <CardContent>
        <form {...form.formProps} aria-labelledby="programme-hosts-heading" className="flex flex-col gap-4">
          <h2 id="programme-hosts-heading" className="text-lg font-semibold">
            <Trans>Host names</Trans>
          </h2>
          <FormField
            id="programme-hosts"
            label={<Trans>Its host names, one a line</Trans>}
            hint={<Trans>Such as wellness.acme.example: no scheme, port or path. The first is its address.</Trans>}
            error={form.errors.hosts ?? groupError(form.errors, 'hosts')}
          >
            {(control) => (
              <Textarea
                {...control}
                name="hosts"
                rows={3}
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                value={form.values.hosts}
                onChange={(event) => form.setValue('hosts', event.target.value)}
              />
            )}
          </FormField>
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
            <Trans>Save host names</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
