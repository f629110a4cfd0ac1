import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TBaseThemeResponse } from '@portal/contracts/operator-console';
import type { FormState } from '@/ui/form/use-form';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { contrastProblemTexts, previewTheme } from '../utils/brand-colours';
import type { WizardValues } from '../utils/wizard-steps';
import { BrandColourFields } from './brand-colour-fields';
import { BrandPreview } from './brand-preview';
import { LogoField } from './logo-field';
import { groupError } from './offer-fields';

const PROBLEMS_ID = 'new-programme-contrast';

/**
 * Step 2: the brand's two colours and its logo, beside a live preview of the look they give (the base
 * theme the server sets them into, fetched once) and the contrast problems, which the step refuses.
 */
export function WizardBrandStep({
  form,
  baseTheme,
}: {
  form: FormState<WizardValues>;
  baseTheme: UseQueryResult<TBaseThemeResponse>;
}) {
  const { i18n } = useLingui();
  const { values, errors } = form;
  const theme = previewTheme(values, baseTheme.data?.theme);
  const problems = theme ? contrastProblemTexts(theme, i18n) : [];
  let status;
  if (baseTheme.isPending) {
    status = (
      <LoadingStatus>
        <Trans>Loading the preview…</Trans>
      </LoadingStatus>
    );
  } else if (baseTheme.isError) {
    status = (
      <LoadError error={baseTheme.error} isRetrying={baseTheme.isFetching} onRetry={() => void baseTheme.refetch()}>
        <Trans>The preview could not be loaded, so the colours cannot be checked yet.</Trans>
      </LoadError>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-5">
        <BrandColourFields
          idPrefix="new-programme"
          primary={values.primary}
          primaryForeground={values.primaryForeground}
          errors={errors}
          problemsId={PROBLEMS_ID}
          onChange={(field, value) => form.setValue(field, value)}
        />
        <LogoField
          id="new-programme-logo"
          label={<Trans>Logo (optional)</Trans>}
          value={values.logo}
          error={groupError(errors, 'logo')}
          onChange={(logo) => form.setValue('logo', logo)}
          onError={(message) => form.setError('logo', message)}
          isRemovable
        />
      </div>
      <BrandPreview
        theme={theme}
        programmeName={values.name}
        logoUrl={values.logo?.previewUrl}
        problemsId={PROBLEMS_ID}
        problems={problems}
        status={status}
      />
    </div>
  );
}
