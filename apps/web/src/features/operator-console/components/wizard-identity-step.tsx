import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAMME_HOSTS_MAX } from '@portal/contracts/operator-console';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { FieldError } from '@/ui/field-error';
import type { FormState } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { TextField } from '@/ui/text-field';
import { suggestProgrammeKey } from '../utils/programme-key';
import type { WizardValues } from '../utils/wizard-steps';

/** A host row's error, and the group's own where no row has one (the group's copies a row's otherwise). */
function hostErrors(errors: Readonly<Record<string, string>>, count: number) {
  const rows = Array.from({ length: count }, (_, index) => errors[`hosts.${index}`]);
  return { rows, group: rows.some(Boolean) ? undefined : errors.hosts };
}

/** Step 1: the programme's name, its key (suggested from the name) and the host names it answers on. */
export function WizardIdentityStep({ form }: { form: FormState<WizardValues> }) {
  const { t } = useLingui();
  const { values, errors } = form;
  const { rows, group } = hostErrors(errors, values.hosts.length);
  const hostsRef = useRef<HTMLDivElement>(null);
  // After a row is added or removed, focus goes to the row it concerns (not lost on the removed button).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    hostsRef.current?.querySelector<HTMLInputElement>(`[name="hosts.${focusRow.current}"]`)?.focus();
    focusRow.current = null;
  }, [values.hosts.length]);

  const setHosts = (hosts: string[]) => form.setValue('hosts', hosts);

  return (
    <>
      <TextField
        id="programme-name"
        name="name"
        label={<Trans>Programme name</Trans>}
        hint={<Trans>As members see it, such as Acme Health.</Trans>}
        value={values.name}
        error={errors.name}
        onChange={(name) =>
          form.setValues((current) => ({
            ...current,
            name,
            key: current.isKeySuggested ? suggestProgrammeKey(name) : current.key,
          }))
        }
      />
      <TextField
        id="programme-key"
        name="key"
        label={<Trans>Key</Trans>}
        hint={
          <Trans>
            Suggested from the name: lower-case letters and digits, words joined by hyphens (acme-health). It names the
            programme for good and cannot be changed later.
          </Trans>
        }
        value={values.key}
        error={errors.key}
        onChange={(key) => form.setValues((current) => ({ ...current, key, isKeySuggested: key === '' }))}
      />
      <fieldset
        className="flex min-w-0 flex-col gap-3"
        aria-describedby={['host-names-hint', group ? 'host-names-error' : undefined].filter(Boolean).join(' ')}
      >
        <legend className="mb-1 font-semibold">
          <Trans>Host names</Trans>
        </legend>
        <p id="host-names-hint" className="-mt-2 text-sm text-muted-foreground">
          <Trans>
            Where members reach the programme, such as acme.localhost: no scheme, port or path. The first is its
            address.
          </Trans>
        </p>
        <div ref={hostsRef} className="flex flex-col gap-3">
          {values.hosts.map((host, index) => {
            const id = `programme-host-${index}`;
            const number = index + 1;
            const error = rows[index];
            return (
              <div key={index} className="flex flex-col gap-1.5">
                <Label htmlFor={id}>
                  <Trans>Host name {number}</Trans>
                </Label>
                <div className="flex gap-2">
                  <Input
                    id={id}
                    name={`hosts.${index}`}
                    value={host}
                    inputMode="url"
                    autoCapitalize="none"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) =>
                      setHosts(values.hosts.map((each, at) => (at === index ? event.target.value : each)))
                    }
                  />
                  {values.hosts.length > 1 ? (
                    <Button
                      variant="secondary"
                      aria-label={t`Remove host name ${number}`}
                      onClick={() => {
                        focusRow.current = Math.min(index, values.hosts.length - 2);
                        setHosts(values.hosts.filter((_, at) => at !== index));
                      }}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  ) : null}
                </div>
                <FieldError id={`${id}-error`} error={error} />
              </div>
            );
          })}
        </div>
        {values.hosts.length < PROGRAMME_HOSTS_MAX ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              focusRow.current = values.hosts.length;
              setHosts([...values.hosts, '']);
            }}
          >
            <Trans>Add another host name</Trans>
          </Button>
        ) : null}
        <FieldError id="host-names-error" error={group} />
      </fieldset>
    </>
  );
}
