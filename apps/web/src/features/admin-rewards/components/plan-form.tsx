import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { TIncentivePlan } from '@portal/contracts/rewards';
import {
  BUILT_IN_ACTIVITY_KINDS,
  INCENTIVE_ACTIVITY_LIMITS,
  INCENTIVE_LEVELS_MAX,
  ZIncentivePlanInput,
} from '@portal/contracts/rewards';
import type { TBuiltInActivityKind } from '@portal/contracts/rewards';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox';
import { cn } from '@/ui/cn';
import { FormAlert } from '@/ui/form-alert';
import type { FormErrors } from '@/ui/form/schema-errors';
import { useForm } from '@/ui/form/use-form';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSavePlan } from '../api/admin-rewards';
import { limitLabel, PLAN_FORM_LABELS, SOURCE_LABELS } from '../utils/labels';
import {
  activityIndexes,
  emptyCustomActivity,
  emptyLevel,
  PLAN_FIELDS,
  planFormValues,
  planRequest,
} from '../utils/plan-form';
import type { BuiltInValues, PlanFormValues } from '../utils/plan-form';
import { RewardsField } from './rewards-field';

/** A group's own error (`activities`), when none of its fields has one that says more. */
function groupError(errors: FormErrors, group: string): string | undefined {
  const nested = Object.keys(errors).some((key) => key.startsWith(`${group}.`));
  return nested ? undefined : errors[group];
}

function GroupError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive empty:hidden">
      {message ? (
        <>
          <span aria-hidden="true">⚠ </span>
          {message}
        </>
      ) : null}
    </p>
  );
}

const ROW = 'flex flex-col gap-3 rounded-md border border-border p-3';
const LEGEND = 'px-1 text-sm font-semibold';

export interface PlanFormProps {
  /** The plan changed, or null for a new plan year. */
  plan: TIncentivePlan | null;
  /** The newest plan, which a new plan year starts after and from. */
  newest: TIncentivePlan | null;
  /** Today (`YYYY-MM-DD`), for a first plan's dates. */
  today: string;
  /** Its heading's text. */
  title: ReactNode;
  onDone: () => void;
}

/**
 * A plan year, whole: its first and last day, the activities that earn points (the built-in ones switched
 * on or off, any number of activities members report themselves) and its levels, fewest points first.
 * Every control is named by its path in the request, so the contract's and the server's errors land
 * beside it.
 */
export function PlanForm({ plan, newest, today, title, onDone }: PlanFormProps) {
  const { t, i18n } = useLingui();
  const save = useSavePlan();
  const [initialValues] = useState(() => planFormValues(plan, newest, today));
  const form = useForm({
    initialValues,
    schema: ZIncentivePlanInput,
    toRequest: planRequest,
    fields: PLAN_FIELDS,
    onSubmit: (request) => save.mutateAsync({ id: plan?.id ?? null, plan: request }),
    onSuccess: () => {
      toast({ title: plan ? t`Plan saved` : t`Plan year added`, variant: 'success' });
      onDone();
    },
    guardUnsavedChanges: true,
  });
  const formId = `plan-form-${plan?.id ?? 'new'}`;
  const id = (name: string) => `${formId}-${name.replaceAll('.', '-')}`;
  const indexes = activityIndexes(form.values);
  const { values, errors } = form;

  // A row just added takes focus at its first control; a row removed gives it to its list's Add button.
  const focusTarget = useRef<string | null>(null);
  const addActivityRef = useRef<HTMLButtonElement>(null);
  const addLevelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add-activity') addActivityRef.current?.focus();
    else if (target === 'add-level') addLevelRef.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const setBuiltIn = (kind: TBuiltInActivityKind, change: Partial<BuiltInValues>) =>
    form.setValues((current) => ({
      ...current,
      builtIn: { ...current.builtIn, [kind]: { ...current.builtIn[kind], ...change } },
    }));
  function setRow<List extends 'custom' | 'levels'>(
    list: List,
    row: string,
    change: Partial<PlanFormValues[List][number]>,
  ) {
    form.setValues((current) => ({
      ...current,
      [list]: current[list].map((item) => (item.row === row ? { ...item, ...change } : item)),
    }));
  }

  const activitiesError = groupError(errors, 'activities');
  const levelsError = groupError(errors, 'levels');

  return (
    <form
      {...form.formProps}
      aria-labelledby={`${formId}-heading`}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={`${formId}-heading`} className="text-base font-semibold">
        {title}
      </h3>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Plan year</Trans>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RewardsField
            type="date"
            id={id('starts_on')}
            name="starts_on"
            label={<Trans>First day</Trans>}
            value={values.starts_on}
            onChange={(value) => form.setValue('starts_on', value)}
            error={errors.starts_on}
          />
          <RewardsField
            type="date"
            id={id('ends_on')}
            name="ends_on"
            label={<Trans>Last day</Trans>}
            value={values.ends_on}
            onChange={(value) => form.setValue('ends_on', value)}
            error={errors.ends_on}
            hint={<Trans>Points count up to the end of this day; the next plan year starts from zero.</Trans>}
          />
        </div>
      </fieldset>

      <fieldset
        name="activities"
        tabIndex={-1}
        aria-describedby={activitiesError ? `${formId}-activities-error` : undefined}
        className="flex flex-col gap-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Activities that earn points</Trans>
        </legend>
        {BUILT_IN_ACTIVITY_KINDS.map((kind) => {
          const activity = values.builtIn[kind];
          const index = indexes.builtIn[kind];
          return (
            <div key={kind} className={cn(ROW, !activity.on && 'border-dashed')}>
              <CheckboxField
                id={id(`on-${kind}`)}
                label={i18n._(SOURCE_LABELS[kind])}
                description={i18n._(PLAN_FORM_LABELS[kind].hint)}
                checked={activity.on}
                onChange={(event) => setBuiltIn(kind, { on: event.target.checked })}
              />
              {index === undefined ? null : (
                <div className="grid gap-3 sm:grid-cols-3">
                  <RewardsField
                    type="number"
                    id={id(`${kind}-points`)}
                    name={`activities.${index}.points`}
                    label={i18n._(PLAN_FORM_LABELS[kind].points)}
                    value={activity.points}
                    onChange={(value) => setBuiltIn(kind, { points: value })}
                    error={errors[`activities.${index}.points`]}
                  />
                  {INCENTIVE_ACTIVITY_LIMITS[kind].map((limit) => (
                    <RewardsField
                      key={limit}
                      type="number"
                      id={id(`${kind}-${limit}`)}
                      name={`activities.${index}.${limit}`}
                      label={i18n._(limitLabel(kind, limit))}
                      value={activity[limit]}
                      onChange={(value) => setBuiltIn(kind, { [limit]: value })}
                      error={errors[`activities.${index}.${limit}`]}
                    />
                  ))}
                </div>
              )}
            </div>
          );
        })}

        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold">
            <Trans>Activities members report themselves</Trans>
          </h4>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Such as an annual physical or a flu shot: the member confirms they did it, once a day at most.
            </Trans>
          </p>
          {values.custom.map((activity, row) => {
            const index = indexes.custom[row]!;
            const path = (name: string) => `activities.${index}.${name}`;
            const legend = activity.title.trim() || t`Self-reported activity ${row + 1}`;
            return (
              <fieldset key={activity.row} className={ROW}>
                <legend className={LEGEND}>{legend}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <RewardsField
                    id={id(`${activity.row}-title`)}
                    name={path('title')}
                    label={<Trans>Name members see</Trans>}
                    value={activity.title}
                    onChange={(value) => setRow('custom', activity.row, { title: value })}
                    error={errors[path('title')]}
                  />
                  <RewardsField
                    id={id(`${activity.row}-key`)}
                    name={path('key')}
                    label={<Trans>Key</Trans>}
                    hint={<Trans>Lower-case letters, digits and dashes, such as flu-shot. Keep it once used.</Trans>}
                    value={activity.key}
                    onChange={(value) => setRow('custom', activity.row, { key: value })}
                    error={errors[path('key')]}
                  />
                  <RewardsField
                    type="number"
                    id={id(`${activity.row}-points`)}
                    name={path('points')}
                    label={<Trans>Points</Trans>}
                    value={activity.points}
                    onChange={(value) => setRow('custom', activity.row, { points: value })}
                    error={errors[path('points')]}
                  />
                  <RewardsField
                    type="number"
                    id={id(`${activity.row}-per_year`)}
                    name={path('per_year')}
                    label={<Trans>Times a year that earn points</Trans>}
                    value={activity.per_year}
                    onChange={(value) => setRow('custom', activity.row, { per_year: value })}
                    error={errors[path('per_year')]}
                  />
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => {
                    form.setValues((current) => ({
                      ...current,
                      custom: current.custom.filter((item) => item.row !== activity.row),
                    }));
                    focusTarget.current = 'add-activity';
                  }}
                >
                  <Trans>Remove {legend}</Trans>
                </Button>
              </fieldset>
            );
          })}
          <Button
            ref={addActivityRef}
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => {
              const added = emptyCustomActivity();
              form.setValues((current) => ({ ...current, custom: [...current.custom, added] }));
              focusTarget.current = id(`${added.row}-title`);
            }}
          >
            <Trans>Add a self-reported activity</Trans>
          </Button>
        </div>
        <GroupError id={`${formId}-activities-error`} message={activitiesError} />
      </fieldset>

      <fieldset
        name="levels"
        tabIndex={-1}
        aria-describedby={[`${formId}-levels-hint`, levelsError ? `${formId}-levels-error` : '']
          .filter(Boolean)
          .join(' ')}
        className="flex flex-col gap-3 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <legend className="mb-2 text-sm font-semibold">
          <Trans>Levels</Trans>
        </legend>
        <p id={`${formId}-levels-hint`} className="text-sm text-muted-foreground">
          <Trans>
            From the fewest points to the most: each level needs more points than the one before it. At most{' '}
            {INCENTIVE_LEVELS_MAX}.
          </Trans>
        </p>
        {values.levels.map((level, index) => {
          const path = (name: string) => `levels.${index}.${name}`;
          const legend = t`Level ${index + 1}`;
          return (
            <fieldset key={level.row} className={ROW}>
              <legend className={LEGEND}>{legend}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <RewardsField
                  id={id(`${level.row}-name`)}
                  name={path('name')}
                  label={<Trans>Name</Trans>}
                  value={level.name}
                  onChange={(value) => setRow('levels', level.row, { name: value })}
                  error={errors[path('name')]}
                />
                <RewardsField
                  type="number"
                  id={id(`${level.row}-points`)}
                  name={path('points')}
                  label={<Trans>Points needed</Trans>}
                  value={level.points}
                  onChange={(value) => setRow('levels', level.row, { points: value })}
                  error={errors[path('points')]}
                />
                <RewardsField
                  id={id(`${level.row}-reward`)}
                  name={path('reward')}
                  label={<Trans>Reward (optional)</Trans>}
                  hint={<Trans>As members should read it, such as “$50 gift card”.</Trans>}
                  value={level.reward}
                  onChange={(value) => setRow('levels', level.row, { reward: value })}
                  error={errors[path('reward')]}
                />
              </div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => {
                  form.setValues((current) => ({
                    ...current,
                    levels: current.levels.filter((item) => item.row !== level.row),
                  }));
                  focusTarget.current = 'add-level';
                }}
              >
                <Trans>Remove {legend}</Trans>
              </Button>
            </fieldset>
          );
        })}
        {values.levels.length < INCENTIVE_LEVELS_MAX ? (
          <Button
            ref={addLevelRef}
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => {
              const added = emptyLevel();
              form.setValues((current) => ({ ...current, levels: [...current.levels, added] }));
              focusTarget.current = id(`${added.row}-name`);
            }}
          >
            <Trans>Add a level</Trans>
          </Button>
        ) : null}
        <GroupError id={`${formId}-levels-error`} message={levelsError} />
      </fieldset>

      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`}>
          {plan ? <Trans>Save the plan</Trans> : <Trans>Add the plan year</Trans>}
        </SubmitButton>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            if (!form.isDirty || window.confirm(t`Discard your changes to this plan?`)) onDone();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
