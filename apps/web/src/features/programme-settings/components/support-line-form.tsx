import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { TAdminSupportLineResponse } from '@portal/contracts/programme-settings';
import { ZSupportLine } from '@portal/contracts/programme-settings';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { focusField, getServerFieldError } from '@/ui/server-field-error';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useUnsavedChangesGuard } from '@/ui/use-unsaved-changes-guard';
import { useSaveSupportLine } from '../api/programme-settings-api';
import { firstErrorField, getPathErrors } from '../utils/issue-errors';
import type { PathErrors } from '../utils/issue-errors';
import { TextField } from './text-field';

const FIELDS = ['phone', 'hours.en', 'hours.es'] as const;
const SERVER_FIELDS = FIELDS.map((field) => `support_line.${field}`);

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
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<Values>(() => valuesOf(current));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = values.phone !== saved.phone || values.en !== saved.en || values.es !== saved.es;
  useUnsavedChangesGuard(isDirty);

  async function send(request: { support_line: { phone: string; hours: { en: string; es: string } } | null }) {
    setFormError(null);
    try {
      const answer = await save.mutateAsync(request);
      const next = valuesOf(answer);
      setSaved(next);
      setValues(next);
      setErrors({});
      toast({
        title: answer.is_default ? t`Members now see the brand's support line` : t`Support line saved`,
        variant: 'success',
      });
    } catch (error) {
      const { field, message } = getServerFieldError(error, SERVER_FIELDS);
      if (field) {
        setErrors({ [field.slice('support_line.'.length)]: message });
        focusField(formRef.current, field.slice('support_line.'.length));
      } else setFormError(message);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSupportLine.safeParse({ phone: values.phone, hours: { en: values.en, es: values.es } });
    if (!parsed.success) {
      const found = getPathErrors(parsed.error.issues);
      setErrors(found);
      focusField(formRef.current, firstErrorField(found, FIELDS));
      return;
    }
    setErrors({});
    await send({ support_line: parsed.data });
  }

  const set = (key: keyof Values) => (value: string) => setValues((before) => ({ ...before, [key]: value }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="programme-support-heading"
      className="flex flex-col gap-4"
      onSubmit={(event) => void onSubmit(event)}
    >
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
        name="phone"
        type="tel"
        label={<Trans>Phone number</Trans>}
        hint={<Trans>A number members can dial, such as +1 555 010 0123.</Trans>}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="support-hours-en"
          name="hours.en"
          lang="en"
          label={<Trans>Hours in English</Trans>}
          value={values.en}
          onChange={set('en')}
          error={errors['hours.en']}
        />
        <TextField
          id="support-hours-es"
          name="hours.es"
          lang="es"
          label={<Trans>Hours in Spanish</Trans>}
          value={values.es}
          onChange={set('es')}
          error={errors['hours.es']}
        />
      </div>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={save.isPending} pendingLabel={t`Saving…`}>
          <Trans>Save support contact</Trans>
        </SubmitButton>
        {current.is_default ? null : (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => void send({ support_line: null })}
          >
            <Trans>Use the brand's line</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
