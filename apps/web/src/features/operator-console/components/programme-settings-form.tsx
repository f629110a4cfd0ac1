import { Trans, useLingui } from '@lingui/react/macro';
import { ZUpdateProgrammeRequest } from '@portal/contracts/operator-console';
import type { TOperatorProgramme, TUpdateProgrammeRequest } from '@portal/contracts/operator-console';
import type { TAppLocale } from '@portal/contracts/locales';
import type { PartnerProgramme } from '@portal/contracts/programmes';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/use-toast';
import { useUpdateProgramme } from '../api/update-programme';
import { contrastProblemTexts, previewTheme, withContrastCheck } from '../utils/brand-colours';
import { BrandColourFields } from './brand-colour-fields';
import { BrandPreview } from './brand-preview';
import { ContactFields } from './contact-fields';
import { OfferFields } from './offer-fields';

interface SettingsValues {
  name: string;
  primary: string;
  primaryForeground: string;
  programmes: PartnerProgramme[];
  languages: TAppLocale[];
  supportEmail: string;
  senderName: string;
}

const FIELDS = ['name', 'primary', 'primaryForeground', 'programmes', 'languages', 'supportEmail', 'senderName'];
const PROBLEMS_ID = 'programme-settings-contrast';

function valuesOf(programme: TOperatorProgramme): SettingsValues {
  return {
    name: programme.name,
    primary: programme.theme.primary,
    primaryForeground: programme.theme.primaryForeground,
    programmes: [...programme.programmes],
    languages: [...programme.languages],
    supportEmail: programme.supportEmail ?? '',
    senderName: programme.senderName ?? '',
  };
}

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

function isSameEdit(a: SettingsValues, b: SettingsValues): boolean {
  return (
    a.name === b.name &&
    a.primary === b.primary &&
    a.primaryForeground === b.primaryForeground &&
    sameItems(a.programmes, b.programmes) &&
    sameItems(a.languages, b.languages) &&
    a.supportEmail === b.supportEmail &&
    a.senderName === b.senderName
  );
}

/** Only what changed: the server keeps what a request leaves out. The two colours go together (one theme). */
function changesOf(values: SettingsValues, saved: SettingsValues): TUpdateProgrammeRequest {
  const request: TUpdateProgrammeRequest = {};
  if (values.name !== saved.name) request.name = values.name;
  if (values.primary !== saved.primary || values.primaryForeground !== saved.primaryForeground) {
    request.primary = values.primary;
    request.primaryForeground = values.primaryForeground;
  }
  if (!sameItems(values.programmes, saved.programmes)) request.programmes = values.programmes;
  if (!sameItems(values.languages, saved.languages)) request.languages = values.languages;
  if (values.supportEmail !== saved.supportEmail) request.supportEmail = values.supportEmail;
  if (values.senderName !== saved.senderName) request.senderName = values.senderName.trim() ? values.senderName : null;
  return request;
}

/**
 * What an operator may change later: the name, the two colours (with the same live preview and contrast
 * check as the wizard, on the programme's own theme, as the server derives it), the programmes offered,
 * the languages, the support address and the sender's name.
 */
export function ProgrammeSettingsForm({ programme }: { programme: TOperatorProgramme }) {
  const { t, i18n } = useLingui();
  const update = useUpdateProgramme(programme.key);
  const saved = valuesOf(programme);
  const form = useForm({
    initialValues: saved,
    schema: withContrastCheck(ZUpdateProgrammeRequest, { base: programme.theme, i18n, unavailable: '' }),
    toRequest: (values) => changesOf(values, saved),
    fields: FIELDS,
    onSubmit: (request) => update.mutateAsync(request),
    onSuccess: (answer) => {
      form.reset(valuesOf(answer));
      toast({ variant: 'success', title: t`Changes saved` });
    },
    isEqual: isSameEdit,
    guardUnsavedChanges: true,
  });
  const { values, errors } = form;
  const theme = previewTheme(values, programme.theme);
  const problems = theme ? contrastProblemTexts(theme, i18n) : [];

  return (
    <Card>
      <CardContent>
        <form {...form.formProps} aria-labelledby="programme-settings-heading" className="flex flex-col gap-5">
          <h2 id="programme-settings-heading" className="text-lg font-semibold">
            <Trans>Settings</Trans>
          </h2>
          <TextField
            id="programme-settings-name"
            name="name"
            label={<Trans>Programme name</Trans>}
            value={values.name}
            error={errors.name}
            onChange={(name) => form.setValue('name', name)}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <BrandColourFields
              idPrefix="programme-settings"
              primary={values.primary}
              primaryForeground={values.primaryForeground}
              errors={errors}
              problemsId={PROBLEMS_ID}
              onChange={(field, value) => form.setValue(field, value)}
            />
            <BrandPreview
              theme={theme}
              programmeName={values.name}
              logoUrl={programme.logoUrl}
              problemsId={PROBLEMS_ID}
              problems={problems}
            />
          </div>
          <OfferFields
            idPrefix="programme-settings"
            programmes={values.programmes}
            languages={values.languages}
            errors={errors}
            onProgrammesChange={(programmes) => form.setValue('programmes', programmes)}
            onLanguagesChange={(languages) => form.setValue('languages', languages)}
          />
          <ContactFields
            idPrefix="programme-settings"
            supportEmail={values.supportEmail}
            senderName={values.senderName}
            errors={errors}
            onSupportEmailChange={(supportEmail) => form.setValue('supportEmail', supportEmail)}
            onSenderNameChange={(senderName) => form.setValue('senderName', senderName)}
          />
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
            <Trans>Save changes</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
