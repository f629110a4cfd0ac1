import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TChallengeEntry, TMemberChallenge } from '@portal/contracts/challenges';
import { challengeDayMax } from '@portal/contracts/challenges';
import { CheckboxField } from '@/ui/checkbox';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { formatLongDate } from '@/ui/format-date';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { SubmitButton } from '@/ui/submit-button';
import { toast } from '@/ui/use-toast';
import { useSaveEntry } from '../api/challenges';
import { localToday, loggableDays } from '../utils/challenge-days';
import { entryRequest, entrySchema } from '../utils/challenge-forms';
import type { EntryValues } from '../utils/challenge-forms';

const FIELDS = ['day', 'value'] as const;

function storedValue(entries: readonly TChallengeEntry[], day: string, isHabit: boolean): string {
  const entry = entries.find((candidate) => candidate.day === day);
  if (entry) return String(entry.value);
  return isHabit ? '0' : '';
}

export interface EntryFormProps {
  challenge: TMemberChallenge;
  entries: readonly TChallengeEntry[];
}

/**
 * Logs a day by hand: today or any earlier day of the challenge (never a future one), its value within
 * the day's bound; a habit is a check-in. A day already logged shows its value, which the member corrects.
 */
export function EntryForm({ challenge, entries }: EntryFormProps) {
  const { t, i18n } = useLingui();
  const save = useSaveEntry(challenge.id);
  const isHabit = challenge.kind === 'habit';
  const today = localToday();
  const [days] = useState(() => loggableDays(challenge, today));
  const [initialValues] = useState<EntryValues>(() => ({
    day: days[0] ?? '',
    value: storedValue(entries, days[0] ?? '', isHabit),
  }));
  const form = useForm({
    initialValues,
    schema: entrySchema(challenge.kind, days),
    toRequest: entryRequest,
    fields: FIELDS,
    onSubmit: ({ day, value }) => save.mutateAsync({ day, value }),
    onSuccess: (result) => {
      const points = result.points_awarded === null ? '' : i18n.number(result.points_awarded);
      toast({
        variant: 'success',
        title: points ? t`Saved. You finished the challenge and earned ${points} points!` : t`Saved.`,
      });
    },
  });
  if (days.length === 0) return null;
  const max = challengeDayMax(challenge.kind);
  const maxText = i18n.number(max);
  const dayLabel = (day: string) => {
    const date = formatLongDate(day);
    return day === today ? t`Today, ${date}` : date;
  };
  return (
    <form {...form.formProps} aria-labelledby="challenge-log-heading" className="flex flex-col gap-4">
      <h3 id="challenge-log-heading" className="text-base font-semibold">
        <Trans>Log your progress</Trans>
      </h3>
      <FormField
        id="challenge-entry-day"
        label={t`Day`}
        hint={
          <Trans>Today or an earlier day of the challenge. You can correct a day until the challenge closes.</Trans>
        }
        error={form.errors.day}
      >
        {(field) => (
          <Select
            {...field}
            name="day"
            value={form.values.day}
            onChange={(event) => {
              const day = event.target.value;
              form.setValues((current) => ({ ...current, day, value: storedValue(entries, day, isHabit) }));
            }}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {dayLabel(day)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {isHabit ? (
        <CheckboxField
          id="challenge-entry-value"
          name="value"
          label={t`I did it on this day`}
          checked={form.values.value === '1'}
          onChange={(event) => form.setValue('value', event.target.checked ? '1' : '0')}
          error={form.errors.value}
        />
      ) : (
        <FormField
          id="challenge-entry-value"
          label={challenge.kind === 'steps' ? t`Steps on this day` : t`Active minutes on this day`}
          hint={<Trans>A whole number, at most {maxText}.</Trans>}
          error={form.errors.value}
        >
          {(field) => (
            <Input
              {...field}
              name="value"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={form.values.value}
              onChange={(event) => form.setValue('value', event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormAlert message={form.formError} />
      <SubmitButton isSubmitting={form.isSubmitting} pendingLabel={t`Saving…`} className="self-start">
        <Trans>Save this day</Trans>
      </SubmitButton>
    </form>
  );
}
