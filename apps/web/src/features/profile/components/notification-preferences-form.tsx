import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TNotificationPreferences } from '@portal/contracts/profile';
import { getFormErrorMessage } from '@/api/error-message';
import { Card, CardContent } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

const PREFERENCES: readonly {
  key: keyof TNotificationPreferences;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  { key: 'email_news', label: msg`Programme news by email`, description: msg`New articles, events and services.` },
  { key: 'email_reminders', label: msg`Reminders by email`, description: msg`When a health check-in is due.` },
  { key: 'push_reminders', label: msg`Reminders on this device`, description: msg`Push notifications in the app.` },
  {
    key: 'push_news',
    label: msg`New articles on this device`,
    description: msg`A push notification when an article is published.`,
  },
];

/** The switches sent together (the server takes all of them, every time); `push_news` is on unless turned off. */
export function NotificationPreferencesForm({ preferences }: { preferences: TNotificationPreferences }) {
  const { t, i18n } = useLingui();
  const update = useUpdateNotificationPreferences();
  const [values, setValues] = useState(preferences);
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    try {
      await update.mutateAsync(values);
      toast({ title: t`Notification preferences saved`, variant: 'success' });
    } catch (error) {
      setFormError(getFormErrorMessage(error));
    }
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          aria-labelledby="notifications-heading"
          className="flex flex-col gap-4"
          onSubmit={(event) => void onSubmit(event)}
        >
          <h2 id="notifications-heading" className="text-lg font-semibold">
            <Trans>Notifications</Trans>
          </h2>
          {PREFERENCES.map(({ key, label, description }) => (
            <CheckboxField
              key={key}
              id={`notification-${key}`}
              name={key}
              label={i18n._(label)}
              description={i18n._(description)}
              checked={values[key] ?? true}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.checked }))}
            />
          ))}
          <FormAlert message={formError} />
          <SubmitButton isSubmitting={update.isPending} pendingLabel={t`Saving…`} className="self-start">
            <Trans>Save notification preferences</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
