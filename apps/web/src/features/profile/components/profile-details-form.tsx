import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PREFERRED_LANGUAGE_NAMES, PREFERRED_LANGUAGES, ZUpdateProfileRequest } from '@portal/contracts/profile';
import type { TMemberProfile, TUpdateProfileRequest } from '@portal/contracts/profile';
import { followMemberLanguage } from '@/i18n/member-language';
import { Card, CardContent } from '@/ui/card';
import { getFieldErrors } from '@/ui/field-errors';
import type { FieldErrors } from '@/ui/field-errors';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';

type DetailsField = keyof TUpdateProfileRequest;
const FIELDS: readonly DetailsField[] = [
  'first_name',
  'last_name',
  'preferred_name',
  'date_of_birth',
  'phone',
  'preferred_language',
];

function readValues(form: HTMLFormElement): TUpdateProfileRequest {
  const data = new FormData(form);
  const text = (name: DetailsField) => String(data.get(name) ?? '');
  const language = text('preferred_language');
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    preferred_name: text('preferred_name'),
    date_of_birth: text('date_of_birth') || null,
    phone: text('phone'),
    preferred_language: language === '' ? null : (language as TUpdateProfileRequest['preferred_language']),
  };
}

/** The member's own details; email and employer are shown but only the programme can change them. */
export function ProfileDetailsForm({ profile }: { profile: TMemberProfile }) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const result = ZUpdateProfileRequest.safeParse(readValues(form));
    if (!result.success) {
      const fieldErrors = getFieldErrors<DetailsField>(result.error.issues);
      setErrors(fieldErrors);
      const first = FIELDS.find((field) => field in fieldErrors);
      focusField(form, first);
      return;
    }
    setErrors({});
    try {
      const saved = await updateProfile.mutateAsync(result.data);
      // The portal switches to the saved language at once (English for one it does not speak yet).
      await followMemberLanguage(saved.preferred_language);
      toast({ title: t`Profile saved`, variant: 'success' });
    } catch (error) {
      const { field, message } = getServerFieldError(error, FIELDS);
      if (field) {
        setErrors({ [field]: message });
        focusField(form, field);
      } else {
        setFormError(message);
      }
    }
  }

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
        <form
          noValidate
          aria-label={t`Your details`}
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormField id="profile-first-name" label={t`First name`} error={errors.first_name}>
            {(control) => (
              <Input {...control} name="first_name" autoComplete="given-name" defaultValue={profile.first_name} />
            )}
          </FormField>
          <FormField id="profile-last-name" label={t`Last name`} error={errors.last_name}>
            {(control) => (
              <Input {...control} name="last_name" autoComplete="family-name" defaultValue={profile.last_name} />
            )}
          </FormField>
          <FormField
            id="profile-preferred-name"
            label={t`Preferred name (optional)`}
            hint={t`What we call you in the portal.`}
            error={errors.preferred_name}
          >
            {(control) => (
              <Input
                {...control}
                name="preferred_name"
                autoComplete="nickname"
                defaultValue={profile.preferred_name ?? ''}
              />
            )}
          </FormField>
          <FormField id="profile-date-of-birth" label={t`Date of birth (optional)`} error={errors.date_of_birth}>
            {(control) => (
              <Input
                {...control}
                name="date_of_birth"
                type="date"
                autoComplete="bday"
                min="1900-01-01"
                defaultValue={profile.date_of_birth ?? ''}
              />
            )}
          </FormField>
          <FormField
            id="profile-phone"
            label={t`Phone (optional)`}
            hint={t`With the country code, such as +1 555 123 4567.`}
            error={errors.phone}
          >
            {(control) => (
              <Input {...control} name="phone" type="tel" autoComplete="tel" defaultValue={profile.phone ?? ''} />
            )}
          </FormField>
          <FormField
            id="profile-language"
            label={t`Preferred language`}
            hint={t`The portal is shown in English or Spanish; other languages are kept for your programme's communications.`}
            error={errors.preferred_language}
          >
            {(control) => (
              <Select {...control} name="preferred_language" defaultValue={profile.preferred_language ?? ''}>
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
            <FormAlert message={formError} />
            <SubmitButton isSubmitting={updateProfile.isPending} pendingLabel={t`Saving…`} className="sm:self-start">
              <Trans>Save details</Trans>
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
