import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ZInviteMemberRequest } from '@portal/contracts/account-lifecycle';
import { getFormErrorMessage } from '@/api/error-message';
import { useCurrentUser } from '@/session/use-current-user';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Notice } from '@/ui/notice';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { useInviteMember } from '../api/eligibility-api';

export interface CompanyOption {
  id: string;
  name: string;
}

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZInviteMemberRequest.safeParse({
      email: form.get('email'),
      company: form.get('company') ?? '',
      first_name: form.get('first_name'),
      last_name: form.get('last_name'),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSentTo(null);
    const target = event.currentTarget;
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSentTo(answer.email);
        target.reset();
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        <Trans>Invite one member</Trans>
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={`${id}-email`} label={t`Email`} error={errors.email}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="off" required />}
        </FormField>
        <FormField id={`${id}-company`} label={t`Company`} error={errors.company}>
          {(control) => (
            <Select {...control} name="company" defaultValue={options[0]?.id ?? ''}>
              {options.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${id}-first`} label={t`First name (optional)`} error={errors.first_name}>
          {(control) => <Input {...control} name="first_name" autoComplete="off" />}
        </FormField>
        <FormField id={`${id}-last`} label={t`Last name (optional)`} error={errors.last_name}>
          {(control) => <Input {...control} name="last_name" autoComplete="off" />}
        </FormField>
      </div>
      <FormAlert message={invite.isError ? getFormErrorMessage(invite.error) : null} />
      <div role="status" aria-live="polite">
        {sentTo ? (
          <Notice>
            <Trans>Invitation sent to {sentTo}.</Trans>
          </Notice>
        ) : null}
      </div>
      <div>
        <SubmitButton isSubmitting={invite.isPending} pendingLabel={t`Sending…`}>
          <Trans>Send invitation</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
