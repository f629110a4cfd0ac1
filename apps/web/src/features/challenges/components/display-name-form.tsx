import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TMemberChallenge } from '@portal/contracts/challenges';
import { FormAlert } from '@/ui/form-alert';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useChangeDisplayName } from '../api/challenges';
import { displayNameRequest, displayNameSchema } from '../utils/challenge-forms';
import type { DisplayNameValues } from '../utils/challenge-forms';
import { DisplayNameFields } from './display-name-fields';

const FIELDS = ['display_name'] as const;

/** Changes the name the member shows on the leaderboard, or hides it. */
export function DisplayNameForm({ challenge }: { challenge: TMemberChallenge }) {
  const { t } = useLingui();
  const change = useChangeDisplayName(challenge.id);
  const [initialValues] = useState<DisplayNameValues>(() => ({
    hide_name: challenge.my_display_name === null,
    display_name: challenge.my_display_name ?? '',
  }));
  const form = useForm({
    initialValues,
    schema: displayNameSchema,
    toRequest: displayNameRequest,
    fields: FIELDS,
    onSubmit: (request) => change.mutateAsync(request),
    onSuccess: () => {
      toast({ variant: 'success', title: t`Your name on the leaderboard is saved.` });
    },
  });
  return (
    <form {...form.formProps} aria-labelledby="challenge-name-heading" className="flex flex-col gap-4">
      <h3 id="challenge-name-heading" className="text-base font-semibold">
        <Trans>Your name on the leaderboard</Trans>
      </h3>
      <DisplayNameFields form={form} idPrefix="challenge-name" />
      <FormAlert message={form.formError} />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        pendingLabel={t`Saving…`}
        variant="secondary"
        className="self-start"
      >
        <Trans>Save the name</Trans>
      </SubmitButton>
    </form>
  );
}
