import { Trans, useLingui } from '@lingui/react/macro';
import type { TBrandArtworkUpload, TOperatorProgramme } from '@portal/contracts/operator-console';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useReplaceLogo } from '../api/replace-logo';
import type { ChosenArtwork } from '../utils/brand-artwork-file';
import { groupError } from './offer-fields';
import { LogoField } from './logo-field';

/** A file must be chosen; what it holds was checked when it was (LogoField) and is the server's to check again. */
function chosenFileSchema(missing: string): FormSchema<TBrandArtworkUpload> {
  return {
    safeParse: (input) =>
      input
        ? { success: true, data: input as TBrandArtworkUpload }
        : { success: false, error: { issues: [{ path: ['logo'], message: missing }] } },
  };
}

/** Replaces the programme's logo (`PUT …/logo`): members see the new one at once. */
export function ProgrammeLogoForm({ programme }: { programme: TOperatorProgramme }) {
  const { t } = useLingui();
  const replace = useReplaceLogo(programme.key);
  const form = useForm({
    initialValues: { logo: null as ChosenArtwork | null },
    schema: chosenFileSchema(t`Choose the new logo first.`),
    toRequest: (values) => values.logo?.upload,
    fields: ['logo'],
    failures: { fields: ['logo', 'base64', 'contentType'] },
    onSubmit: (request) => replace.mutateAsync(request),
    onSuccess: () => {
      form.reset({ logo: null });
      toast({ variant: 'success', title: t`Logo replaced` });
    },
  });

  return (
    <Card>
      <CardContent>
        <form {...form.formProps} aria-labelledby="programme-logo-heading" className="flex flex-col gap-4">
          <h2 id="programme-logo-heading" className="text-lg font-semibold">
            <Trans>Logo</Trans>
          </h2>
          <LogoField
            // Remounted once the logo is replaced, so its file input starts empty again.
            key={programme.logoUrl}
            id="programme-logo"
            label={<Trans>New logo</Trans>}
            value={form.values.logo}
            error={form.errors.logo ?? groupError(form.errors, 'base64') ?? groupError(form.errors, 'contentType')}
            onChange={(logo) => form.setValue('logo', logo)}
            onError={(message) => form.setError('logo', message)}
          />
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Uploading…`} className="self-start">
            <Trans>Replace logo</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
