import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ZInviteMemberRequest } from '@portal/contracts/account-lifecycle';
import { useCurrentUser } from '@/session/use-current-user';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { useInviteMember } from '../api/eligibility-api';

export interface CompanyOption {
  id: string;
  name: string;
}

const EMPTY = { email: '', company: '', first_name: '', last_name: '' };

/**
 * Invite one member by email: the programme's companies to choose from (the admin's own when no list
 * is given), optional names; the invitation email goes out at once.
 */
export function InviteMemberForm({ companies }: { companies?: readonly CompanyOption[] }) {
  const { t } = useLingui();
  const id = useId();
  const { data: user } = useCurrentUser();
  const options = companies ?? (user?.member ? [user.member.company] : []);
  const invite = useInviteMember();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Until one is chosen, the company is the first offered (the list may arrive after the form).
  const company = (chosen: string) => chosen || (options[0]?.id ?? '');
  const form = useForm({
    initialValues: EMPTY,
    schema: ZInviteMemberRequest,
    toRequest: (values) => ({ ...values, company: company(values.company) }),
    fields: ['email', 'company', 'first_name', 'last_name'],
    onSubmit: (request) => {
      setSentTo(null);
      return invite.mutateAsync(request);
    },
    onSuccess: (answer) => {
      setSentTo(answer.email);
      form.reset(EMPTY);
    },
  });
  const text = (name: 'email' | 'first_name' | 'last_name') => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });

  return (
    <form {...form.formProps} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        <Trans>Invite one member</Trans>
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={`${id}-email`} label={t`Email`} error={form.errors.email}>
          {(control) => <Input {...control} {...text('email')} type="email" autoComplete="off" required />}
        </FormField>
        <FormField id={`${id}-company`} label={t`Company`} error={form.errors.company}>
          {(control) => (
            <Select
              {...control}
              name="company"
              value={company(form.values.company)}
              onChange={(event) => form.setValue('company', event.target.value)}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${id}-first`} label={t`First name (optional)`} error={form.errors.first_name}>
          {(control) => <Input {...control} {...text('first_name')} autoComplete="off" />}
        </FormField>
        <FormField id={`${id}-last`} label={t`Last name (optional)`} error={form.errors.last_name}>
          {(control) => <Input {...control} {...text('last_name')} autoComplete="off" />}
        </FormField>
      </div>
      <FormAlert message={form.formError} />
      <div role="status" aria-live="polite">
        {sentTo ? (
          <Notice>
            <Trans>Invitation sent to {sentTo}.</Trans>
          </Notice>
        ) : null}
      </div>
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Sending…`}>
          <Trans>Send invitation</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
