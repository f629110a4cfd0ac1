import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { TAdminChallenge } from '@portal/contracts/challenges';
import {
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_GOAL_TYPES,
  CHALLENGE_KINDS,
  CHALLENGE_TEAM_MODES,
  CHALLENGE_TEAMS_MAX,
  CHALLENGE_TEAMS_MIN,
  CHALLENGE_TEAM_NAME_MAX,
  CHALLENGE_TITLE_MAX,
} from '@portal/contracts/challenges';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { useSaveChallenge } from '../api/admin-challenges';
import {
  CHALLENGE_FIELDS,
  challengeFormValues,
  challengeRequest,
  challengeSchema,
  serverToday,
  teamRow,
  withKind,
  withTeamMode,
} from '../utils/challenge-form';
import type { ChallengeFormValues } from '../utils/challenge-form';
import { GOAL_TYPE_LABELS, KIND_LABELS, TEAM_MODE_LABELS } from '../utils/labels';

/** Today as a calendar day where the admin is. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ChallengeFormProps {
  /** The challenge changed, or null for a new one. */
  challenge: TAdminChallenge | null;
  title: ReactNode;
  onDone: (saved: TAdminChallenge | null) => void;
}

type TextField = 'title' | 'goal' | 'days_required' | 'starts_on' | 'ends_on' | 'join_until' | 'points';

/**
 * A challenge, whole: what it is, its goal, how teams are formed (and their names), its dates and join
 * window, and the points for finishing. Every control is named by its path in the request, so the
 * contract's and the server's errors land beside it.
 */
export function ChallengeForm({ challenge, title, onDone }: ChallengeFormProps) {
  const { t, i18n } = useLingui();
  const save = useSaveChallenge();
  const [initialValues] = useState(() => challengeFormValues(challenge, localToday()));
  const form = useForm({
    initialValues,
    schema: challengeSchema(serverToday()),
    toRequest: challengeRequest,
    fields: CHALLENGE_FIELDS,
    onSubmit: (request) => save.mutateAsync({ id: challenge?.id ?? null, challenge: request }),
    onSuccess: (saved) => {
      toast({ variant: 'success', title: challenge ? t`Challenge saved` : t`Challenge created` });
      onDone(saved);
    },
    guardUnsavedChanges: true,
  });
  const { values, errors } = form;
  const formId = `challenge-form-${challenge?.id ?? 'new'}`;
  const id = (name: string) => `${formId}-${name.replaceAll('.', '-')}`;

  // A team just added takes focus; one removed gives it to the Add button.
  const focusTarget = useRef<string | null>(null);
  const addTeamRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add-team') addTeamRef.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const text = (
    name: TextField,
    label: ReactNode,
    options: { type?: 'text' | 'number' | 'date'; hint?: ReactNode; max?: number } = {},
  ) => (
    <FormField id={id(name)} label={label} error={errors[name]} hint={options.hint}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={options.type ?? 'text'}
          inputMode={options.type === 'number' ? 'numeric' : undefined}
          min={options.type === 'number' ? 0 : undefined}
          step={options.type === 'number' ? 1 : undefined}
          maxLength={options.max}
          value={values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FormField>
  );

  const setTeam = (row: string, name: string) =>
    form.setValues((current) => ({
      ...current,
      team_names: current.team_names.map((team) => (team.row === row ? { ...team, name } : team)),
    }));
  const isHabit = values.kind === 'habit';
  const teamsError = Object.keys(errors).some((key) => key.startsWith('team_names.')) ? undefined : errors.team_names;

  return (
    <form
      {...form.formProps}
      aria-labelledby={`${formId}-heading`}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={`${formId}-heading`} className="text-base font-semibold">
        {title}
      </h3>
      {text('title', <Trans>Title</Trans>, { max: CHALLENGE_TITLE_MAX })}
      <FormField id={id('description')} label={<Trans>Description (optional)</Trans>} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            maxLength={CHALLENGE_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => form.setValue('description', event.target.value)}
          />
        )}
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Goal</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={id('kind')} label={<Trans>Kind</Trans>} error={errors.kind}>
            {(control) => (
              <Select
                {...control}
                name="kind"
                value={values.kind}
                onChange={(event) =>
                  form.setValues((current) => withKind(current, event.target.value as ChallengeFormValues['kind']))
                }
              >
                {CHALLENGE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {i18n._(KIND_LABELS[kind])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            id={id('goal_type')}
            label={<Trans>Goal type</Trans>}
            error={errors.goal_type}
            hint={isHabit ? <Trans>A daily habit is one check-in a day.</Trans> : undefined}
          >
            {(control) => (
              <Select
                {...control}
                name="goal_type"
                disabled={isHabit}
                value={values.goal_type}
                onChange={(event) => form.setValue('goal_type', event.target.value as ChallengeFormValues['goal_type'])}
              >
                {CHALLENGE_GOAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {i18n._(GOAL_TYPE_LABELS[type])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {isHabit
            ? null
            : text('goal', values.goal_type === 'daily' ? <Trans>Goal each day</Trans> : <Trans>Total goal</Trans>, {
                type: 'number',
                hint:
                  values.kind === 'steps' ? (
                    <Trans>Steps; at most 100,000 for each day.</Trans>
                  ) : (
                    <Trans>Active minutes; at most 1,440 for each day.</Trans>
                  ),
              })}
          {values.goal_type === 'daily'
            ? text('days_required', <Trans>Days the goal must be met (optional)</Trans>, {
                type: 'number',
                hint: <Trans>Leave empty for every day of the challenge.</Trans>,
              })
            : null}
        </div>
      </fieldset>

      <fieldset
        name="team_names"
        tabIndex={-1}
        aria-describedby={teamsError ? `${formId}-teams-error` : undefined}
        className="flex flex-col gap-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Teams</Trans>
        </legend>
        <FormField id={id('teams')} label={<Trans>How members take part</Trans>} error={errors.teams}>
          {(control) => (
            <Select
              {...control}
              name="teams"
              value={values.teams}
              onChange={(event) =>
                form.setValues((current) => withTeamMode(current, event.target.value as ChallengeFormValues['teams']))
              }
            >
              {CHALLENGE_TEAM_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {i18n._(TEAM_MODE_LABELS[mode])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {values.teams === 'individual' ? null : (
          <>
            <ul className="flex flex-col gap-3">
              {values.team_names.map((team, index) => {
                const number = index + 1;
                return (
                  <li key={team.row} className="flex flex-wrap items-end gap-2">
                    <FormField
                      id={`${formId}-${team.row}`}
                      label={<Trans>Team {number}</Trans>}
                      error={errors[`team_names.${index}`]}
                      className="min-w-0 flex-1 basis-48"
                    >
                      {(control) => (
                        <Input
                          {...control}
                          name={`team_names.${index}`}
                          maxLength={CHALLENGE_TEAM_NAME_MAX}
                          value={team.name}
                          onChange={(event) => setTeam(team.row, event.target.value)}
                        />
                      )}
                    </FormField>
                    <Button
                      type="button"
                      variant="secondary"
                      className="mb-7"
                      disabled={values.team_names.length <= CHALLENGE_TEAMS_MIN}
                      onClick={() => {
                        focusTarget.current = 'add-team';
                        form.setValues((current) => ({
                          ...current,
                          team_names: current.team_names.filter((candidate) => candidate.row !== team.row),
                        }));
                      }}
                    >
                      <Trans>Remove team {number}</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <p id={`${formId}-teams-error`} role="alert" className="text-sm font-medium text-destructive empty:hidden">
              {teamsError ? (
                <>
                  <span aria-hidden="true">⚠ </span>
                  {teamsError}
                </>
              ) : null}
            </p>
            <Button
              ref={addTeamRef}
              type="button"
              variant="secondary"
              className="self-start"
              disabled={values.team_names.length >= CHALLENGE_TEAMS_MAX}
              onClick={() => {
                const added = teamRow();
                focusTarget.current = `${formId}-${added.row}`;
                form.setValues((current) => ({ ...current, team_names: [...current.team_names, added] }));
              }}
            >
              <Trans>Add a team</Trans>
            </Button>
          </>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Dates and points</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('starts_on', <Trans>First day</Trans>, { type: 'date' })}
          {text('ends_on', <Trans>Last day</Trans>, { type: 'date' })}
          {text('join_until', <Trans>Members can join until</Trans>, {
            type: 'date',
            hint: <Trans>From 30 days before the first day, up to the last day.</Trans>,
          })}
          {text('points', <Trans>Points for finishing</Trans>, { type: 'number' })}
        </div>
      </fieldset>

      <FormAlert message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          {challenge ? <Trans>Save the challenge</Trans> : <Trans>Create the challenge</Trans>}
        </SubmitButton>
      </div>
    </form>
  );
}
