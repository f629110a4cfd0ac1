import { Trans, useLingui } from '@lingui/react/macro';
import type { TBrandArtworkKind, TBrandArtworkUpload, TOperatorProgramme } from '@portal/contracts/operator-console';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useReplaceArtwork } from '../api/replace-artwork';
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

/** Each kind's words, written whole so each has its Spanish. */
function useArtworkWords(kind: TBrandArtworkKind) {
  const { t } = useLingui();
  return kind === 'logo'
    ? {
        heading: <Trans>Logo</Trans>,
        label: <Trans>New logo</Trans>,
        missing: t`Choose the new logo first.`,
        replaced: t`Logo replaced`,
        submit: <Trans>Replace logo</Trans>,
      }
    : {
        heading: <Trans>Favicon</Trans>,
        label: <Trans>New favicon (the icon of browser tabs and bookmarks)</Trans>,
        missing: t`Choose the new favicon first.`,
        replaced: t`Favicon replaced`,
        submit: <Trans>Replace favicon</Trans>,
      };
}

/** Replaces the programme's logo or favicon (`PUT …/logo`, `…/favicon`): members see the new one at once. */
export function ProgrammeArtworkForm({ programme, kind }: { programme: TOperatorProgramme; kind: TBrandArtworkKind }) {
  const { t } = useLingui();
  const words = useArtworkWords(kind);
  const replace = useReplaceArtwork(programme.key, kind);
  const form = useForm({
    initialValues: { logo: null as ChosenArtwork | null },
    schema: chosenFileSchema(words.missing),
    toRequest: (values) => values.logo?.upload,
    fields: ['logo'],
    failures: { fields: ['logo', 'favicon', 'base64', 'contentType'] },
    onSubmit: (request) => replace.mutateAsync(request),
    onSuccess: () => {
      form.reset({ logo: null });
      toast({ variant: 'success', title: words.replaced });
    },
  });
  const headingId = `programme-${kind}-heading`;

  return (
    <Card>
      <CardContent>
        <form {...form.formProps} aria-labelledby={headingId} className="flex flex-col gap-4">
          <h2 id={headingId} className="text-lg font-semibold">
            {words.heading}
          </h2>
          <LogoField
            // Remounted once the image is replaced, so its file input starts empty again.
            key={kind === 'logo' ? programme.logoUrl : programme.faviconUrl}
            id={`programme-${kind}`}
            label={words.label}
            value={form.values.logo}
            error={
              form.errors.logo ??
              groupError(form.errors, 'favicon') ??
              groupError(form.errors, 'base64') ??
              groupError(form.errors, 'contentType')
            }
            onChange={(logo) => form.setValue('logo', logo)}
            onError={(message) => form.setError('logo', message)}
          />
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Uploading…`} className="self-start">
            {words.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
