import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminSupportLineResponse } from '@portal/contracts/programme-settings';
import { ZUpdateSupportLineRequest } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveSupportLine } from '../api/programme-settings-api';
import { TextField } from '@/ui/text-field';

/** The fields are named by their path in the request, as the server names them in an error. */
const FIELDS = ['support_line.phone', 'support_line.hours.en', 'support_line.hours.es'] as const;
/** The second button's value: back to the brand's line, whatever the fields say. */
const USE_BRAND_LINE = 'brand';

interface Values {
  phone: string;
  en: string;
  es: string;
}

function valuesOf(current: TAdminSupportLineResponse): Values {
  return { phone: current.support_line.phone, en: current.support_line.hours.en, es: current.support_line.hours.es };
}

/**
 * The programme's support line, which members see with a low well-being result and a health scan's
 * result: a phone number and its hours in English and Spanish, or the brand's own line.
 */
export function SupportLineForm({ current }: { current: TAdminSupportLineResponse }) {
  const { t } = useLingui();
  const save = useSaveSupportLine();
  const form = useForm({
    initialValues: valuesOf(current),
    schema: ZUpdateSupportLineRequest,
    toRequest: ({ phone, en, es }, intent) => ({
      support_line: intent === USE_BRAND_LINE ? null : { phone, hours: { en, es } },
    }),
    fields: FIELDS,
    onSubmit: (request) => save.mutateAsync(request),
    onSuccess: (answer) => {
      form.reset(valuesOf(answer));
      toast({
        title: answer.is_default ? t`Members now see the brand's support line` : t`Support line saved`,
        variant: 'success',
      });
    },
    guardUnsavedChanges: true,
  });
  const field = (name: (typeof FIELDS)[number], key: keyof Values) => ({
    name,
    value: form.values[key],
    onChange: (value: string) => form.setValue(key, value),
    error: form.errors[name],
  });

  return (
    <form {...form.formProps} aria-labelledby="programme-support-heading" className="flex flex-col gap-4">
      <h2 id="programme-support-heading" className="text-xl font-semibold">
        <Trans>Support contact</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        {current.is_default ? (
          <Trans>Members see the brand's support line. Set the programme's own below.</Trans>
        ) : (
          <Trans>
            Members see the programme's own support line with a low well-being result and a health scan's result.
          </Trans>
        )}
      </p>
      <TextField
        id="support-phone"
        type="tel"
        label={<Trans>Phone number</Trans>}
        hint={<Trans>A number members can dial, such as +1 555 010 0123.</Trans>}
        {...field('support_line.phone', 'phone')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="support-hours-en"
          lang="en"
          label={<Trans>Hours in English</Trans>}
          {...field('support_line.hours.en', 'en')}
        />
        <TextField
          id="support-hours-es"
          lang="es"
          label={<Trans>Hours in Spanish</Trans>}
          {...field('support_line.hours.es', 'es')}
        />
      </div>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          <Trans>Save support contact</Trans>
        </SubmitButton>
        {current.is_default ? null : (
          <Button type="submit" value={USE_BRAND_LINE} variant="secondary" disabled={form.isSubmitting}>
            <Trans>Use the brand's line</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
