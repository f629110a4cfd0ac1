import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TMemberChallenge } from '@portal/contracts/challenges';
import { useCurrentUser } from '@/session/use-current-user';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { formatLongDate } from '@/ui/format-date';
import { useForm } from '@/ui/form/use-form';
import { ModalDialog } from '@/ui/modal-dialog';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { useJoinChallenge } from '../api/challenges';
import { suggestedDisplayName } from '../utils/challenge-days';
import { joinRequest, joinSchema } from '../utils/challenge-forms';
import type { JoinValues } from '../utils/challenge-forms';
import { getJoinOpensOn } from '../utils/join-window';
import { DisplayNameFields } from './display-name-fields';

const FIELDS = ['team_id', 'display_name'] as const;

function JoinForm({ challenge, onJoined, onCancel }: JoinDialogProps) {
  const { t } = useLingui();
  const title = challenge.title;
  const join = useJoinChallenge(challenge.id);
  const { data: user } = useCurrentUser();
  // A join refused because the window has not opened yet: its first day, said in the language on screen.
  const [opensOn, setOpensOn] = useState<string | undefined>();
  const [initialValues] = useState<JoinValues>(() => ({
    team_id: '',
    hide_name: false,
    display_name: suggestedDisplayName(user?.member),
  }));
  const form = useForm({
    initialValues,
    schema: joinSchema(challenge.teams),
    toRequest: (values) => joinRequest(values, challenge.teams),
    fields: FIELDS,
    onSubmit: async (request) => {
      setOpensOn(undefined);
      try {
        return await join.mutateAsync(request);
      } catch (error) {
        setOpensOn(getJoinOpensOn(error));
        throw error;
      }
    },
    onSuccess: onJoined,
  });
  const date = opensOn ? formatLongDate(opensOn) : '';
  // The member's names may arrive after the dialog opens: the suggestion fills an untouched, empty field.
  const suggested = suggestedDisplayName(user?.member);
  const { reset, isDirty } = form;
  const isEmpty = form.values.display_name === '';
  useEffect(() => {
    if (suggested && isEmpty && !isDirty) reset({ ...initialValues, display_name: suggested });
  }, [suggested, isEmpty, isDirty, reset, initialValues]);
  return (
    <form {...form.formProps} aria-label={t`Join ${title}`} className="flex flex-col gap-4">
      {challenge.teams === 'choose' ? (
        <FormField id="join-team" label={t`Your team`} error={form.errors.team_id}>
          {(field) => (
            <Select
              {...field}
              name="team_id"
              value={form.values.team_id}
              onChange={(event) => form.setValue('team_id', event.target.value)}
            >
              <option value="">{t`Choose a team`}</option>
              {challenge.team_list.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : challenge.teams === 'assigned' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The programme puts you in a team when you join.</Trans>
        </p>
      ) : null}
      <DisplayNameFields form={form} idPrefix="join" />
      <FormAlert message={opensOn && form.formError ? t`Joining this challenge opens on ${date}.` : form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Joining…`}>
          <Trans>Join</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

export interface JoinDialogProps {
  challenge: TMemberChallenge;
  onJoined: () => void;
  onCancel: () => void;
}

/** Joining a challenge: a team where members pick one, and the name to show on the leaderboard. */
export function JoinDialog({ open, ...props }: JoinDialogProps & { open: boolean }) {
  const { t } = useLingui();
  const title = props.challenge.title;
  return (
    <ModalDialog open={open} onClose={props.onCancel} title={t`Join ${title}`}>
      {open ? <JoinForm {...props} /> : null}
    </ModalDialog>
  );
}
