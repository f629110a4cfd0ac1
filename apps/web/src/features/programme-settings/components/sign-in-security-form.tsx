import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import {
  SESSION_IDLE_MINUTES,
  TWO_STEP_REQUIREMENTS,
  ZSignInSecuritySettings,
} from '@portal/contracts/sign-in-security';
import type { TSignInSecuritySettings, TTwoStepRequirement, TTwoStepStatus } from '@portal/contracts/sign-in-security';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveSignInSecurity } from '../api/sign-in-security';

/** Named as the server names them in an error. */
const FIELDS = ['two_step_requirement', 'idle_timeout_minutes'] as const;

const REQUIREMENT_LABELS: Record<TTwoStepRequirement, MessageDescriptor> = {
  off: msg`No one — members sign in with their password`,
  staff: msg`Admins and editors`,
  everyone: msg`Everyone`,
};

interface Values {
  two_step_requirement: TTwoStepRequirement;
  /** As typed: the schema says what a number of minutes must be. */
  idle_timeout_minutes: string;
}

function valuesOf(settings: TSignInSecuritySettings): Values {
  return {
    two_step_requirement: settings.two_step_requirement,
    idle_timeout_minutes: String(settings.idle_timeout_minutes),
  };
}

function minutesOf(typed: string): number {
  const trimmed = typed.trim();
  // An empty box is no number at all (Number('') would be 0).
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export interface SignInSecurityFormProps {
  current: TSignInSecuritySettings;
  /** The signed-in admin's own second factors, once known. */
  ownTwoStep: TTwoStepStatus | undefined;
  /** Where the admin sets up their own second factor (Profile → Security). */
  securityPath: string;
}

/**
 * How members sign in to the programme: who must use two-step sign-in (no one, admins and editors, or
 * everyone) and after how many idle minutes a session ends. Requiring it while the admin's own account
 * has no second factor is allowed, with a warning: they will be asked to set one up at their next sign-in.
 */
export function SignInSecurityForm({ current, ownTwoStep, securityPath }: SignInSecurityFormProps) {
  const { t, i18n } = useLingui();
  const save = useSaveSignInSecurity();
  const form = useForm({
    initialValues: valuesOf(current),
    schema: ZSignInSecuritySettings,
    toRequest: (values) => ({
      two_step_requirement: values.two_step_requirement,
      idle_timeout_minutes: minutesOf(values.idle_timeout_minutes),
    }),
    fields: FIELDS,
    onSubmit: (request) => save.mutateAsync(request),
    onSuccess: (answer) => {
      form.reset(valuesOf(answer));
      toast({
        title: t`Sign-in security saved`,
        description: t`The two-step requirement applies from each person's next sign-in.`,
        variant: 'success',
      });
    },
    guardUnsavedChanges: true,
  });

  const requirementError = form.errors.two_step_requirement;
  const ownHasNoSecondFactor = ownTwoStep ? ownTwoStep.authenticator_app === null && ownTwoStep.passkeys === 0 : false;
  const warnsAboutOwnAccount = form.values.two_step_requirement !== 'off' && ownHasNoSecondFactor;

  return (
    <form {...form.formProps} aria-labelledby="programme-sign-in-heading" className="flex flex-col gap-5">
      <h2 id="programme-sign-in-heading" className="text-xl font-semibold">
        <Trans>Sign-in security</Trans>
      </h2>

      <fieldset
        className="flex min-w-0 flex-col gap-2"
        aria-describedby={['sign-in-requirement-hint', requirementError ? 'sign-in-requirement-error' : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={requirementError ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-foreground">
          <Trans>Who must use two-step sign-in</Trans>
        </legend>
        <p id="sign-in-requirement-hint" className="text-sm text-muted-foreground">
          <Trans>
            Those who must and have not set it up are asked to, right after their password (a passkey or an
            authenticator app). A change takes effect at each person's next sign-in.
          </Trans>
        </p>
        <div className="flex flex-col gap-2">
          {TWO_STEP_REQUIREMENTS.map((requirement) => (
            <label
              key={requirement}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm transition-colors hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="two_step_requirement"
                value={requirement}
                checked={form.values.two_step_requirement === requirement}
                onChange={() => form.setValue('two_step_requirement', requirement)}
                className="size-4 shrink-0 accent-primary"
              />
              <span>{i18n._(REQUIREMENT_LABELS[requirement])}</span>
            </label>
          ))}
        </div>
        <p id="sign-in-requirement-error" role="alert" className="text-sm font-medium text-destructive empty:hidden">
          {requirementError ? (
            <>
              <span aria-hidden="true">⚠ </span>
              {requirementError}
            </>
          ) : null}
        </p>
      </fieldset>

      {/* Always in the page, so the warning is announced the moment a choice brings it. */}
      <div aria-live="polite" className="empty:hidden">
        {warnsAboutOwnAccount ? (
          <Notice>
            <p>
              <Trans>
                Your own account has no second factor yet: you will be asked to set one up at your next sign-in.
              </Trans>{' '}
              <Link
                to={securityPath}
                className="font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Trans>Set it up now in Profile → Security</Trans>
              </Link>
            </p>
          </Notice>
        ) : null}
      </div>

      <FormField
        id="sign-in-idle-minutes"
        label={<Trans>Sign members out after this many minutes without activity</Trans>}
        hint={
          <Trans>
            Between {SESSION_IDLE_MINUTES.min} and {SESSION_IDLE_MINUTES.max} minutes ({SESSION_IDLE_MINUTES.default}{' '}
            unless you change it). Sessions already open follow the new limit within a minute.
          </Trans>
        }
        error={form.errors.idle_timeout_minutes}
      >
        {(control) => (
          <Input
            {...control}
            name="idle_timeout_minutes"
            type="number"
            inputMode="numeric"
            min={SESSION_IDLE_MINUTES.min}
            max={SESSION_IDLE_MINUTES.max}
            step={1}
            className="w-32"
            value={form.values.idle_timeout_minutes}
            onChange={(event) => form.setValue('idle_timeout_minutes', event.target.value)}
          />
        )}
      </FormField>

      <FormAlert message={form.formError} />
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          <Trans>Save sign-in security</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
