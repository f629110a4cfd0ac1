import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ZUpdateNotificationPreferencesRequest } from '@portal/contracts/profile';
import type { TNotificationPreferences } from '@portal/contracts/profile';
import { Card, CardContent } from '@/ui/card';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
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
const FIELDS = PREFERENCES.map(({ key }) => key);

/** The switches sent together (the server takes all of them, every time); `push_news` is on unless turned off. */
export function NotificationPreferencesForm({ preferences }: { preferences: TNotificationPreferences }) {
  const { t, i18n } = useLingui();
  const update = useUpdateNotificationPreferences();
  const form = useForm({
    initialValues: preferences,
    schema: ZUpdateNotificationPreferencesRequest,
    fields: FIELDS,
    onSubmit: (request) => update.mutateAsync(request),
    onSuccess: () => {
      toast({ title: t`Notification preferences saved`, variant: 'success' });
    },
  });

  return (
    <Card>
      <CardContent>
        <form {...form.formProps} aria-labelledby="notifications-heading" className="flex flex-col gap-4">
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
              checked={form.values[key] ?? true}
              error={form.errors[key]}
              onChange={(event) => form.setValue(key, event.target.checked)}
            />
          ))}
          <FormAlert message={form.formError} />
          <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
            <Trans>Save notification preferences</Trans>
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
