import { Trans, useLingui } from '@lingui/react/macro';
import { PREFERRED_LANGUAGE_NAMES, PREFERRED_LANGUAGES, ZUpdateProfileRequest } from '@portal/contracts/profile';
import type { TMemberProfile, TUpdateProfileRequest } from '@portal/contracts/profile';
import { followMemberLanguage } from '@/i18n/member-language';
import { Card, CardContent } from '@/ui/card';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';

type DetailsField = Exclude<keyof TUpdateProfileRequest, 'analytics_enabled'>;
type DetailsValues = Record<DetailsField, string>;
const FIELDS: readonly DetailsField[] = [
  'first_name',
  'last_name',
  'preferred_name',
  'date_of_birth',
  'phone',
  'preferred_language',
];

/** What the fields show: the stored details, blank where there are none. */
function valuesOf(profile: TMemberProfile): DetailsValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    preferred_name: profile.preferred_name ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    phone: profile.phone ?? '',
    preferred_language: profile.preferred_language ?? '',
  };
}

/** A blank date of birth or language clears it. */
function toRequest(values: DetailsValues) {
  return {
    ...values,
    date_of_birth: values.date_of_birth || null,
    preferred_language: values.preferred_language || null,
  };
}

/** The member's own details; email and employer are shown but only the programme can change them. */
export function ProfileDetailsForm({ profile }: { profile: TMemberProfile }) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    initialValues: valuesOf(profile),
    schema: ZUpdateProfileRequest,
    toRequest,
    fields: FIELDS,
    onSubmit: (request) => updateProfile.mutateAsync(request),
    onSuccess: async (saved) => {
      // The portal switches to the saved language at once (English for one it does not speak yet).
      await followMemberLanguage(saved.preferred_language);
      toast({ title: t`Profile saved`, variant: 'success' });
    },
  });
  const control = (name: DetailsField) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold">
          <Trans>Your details</Trans>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-muted-foreground">
              <Trans>Email</Trans>
            </dt>
            <dd className="font-medium break-words">{profile.email}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-muted-foreground">
              <Trans>Employer</Trans>
            </dt>
            <dd className="font-medium break-words">{profile.company.name}</dd>
          </div>
        </dl>
        <form {...form.formProps} aria-label={t`Your details`} className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-first-name" label={t`First name`} error={form.errors.first_name}>
            {(field) => <Input {...field} {...control('first_name')} autoComplete="given-name" />}
          </FormField>
          <FormField id="profile-last-name" label={t`Last name`} error={form.errors.last_name}>
            {(field) => <Input {...field} {...control('last_name')} autoComplete="family-name" />}
          </FormField>
          <FormField
            id="profile-preferred-name"
            label={t`Preferred name (optional)`}
            hint={t`What we call you in the portal.`}
            error={form.errors.preferred_name}
          >
            {(field) => <Input {...field} {...control('preferred_name')} autoComplete="nickname" />}
          </FormField>
          <FormField id="profile-date-of-birth" label={t`Date of birth (optional)`} error={form.errors.date_of_birth}>
            {(field) => (
              <Input {...field} {...control('date_of_birth')} type="date" autoComplete="bday" min="1900-01-01" />
            )}
          </FormField>
          <FormField
            id="profile-phone"
            label={t`Phone (optional)`}
            hint={t`With the country code, such as +1 555 123 4567.`}
            error={form.errors.phone}
          >
            {(field) => <Input {...field} {...control('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField
            id="profile-language"
            label={t`Preferred language`}
            hint={t`The portal is shown in English or Spanish; other languages are kept for your programme's communications.`}
            error={form.errors.preferred_language}
          >
            {(field) => (
              <Select {...field} {...control('preferred_language')}>
                <option value="">{t`No preference`}</option>
                {PREFERRED_LANGUAGES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {PREFERRED_LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="flex flex-col gap-4 sm:col-span-2">
            <FormAlert message={form.formError} />
            <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="sm:self-start">
              <Trans>Save details</Trans>
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
