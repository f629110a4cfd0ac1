import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AGE_BANDS, RATE_MEDICINES, SEXES } from '@portal/contracts/health-scans';
import type { AgeBand, RateMedicine, Sex, TPreScanAnswers } from '@portal/contracts/health-scans';
import { Button } from '@/ui/button';
import { AGE_BAND_LABELS, RATE_MEDICINE_LABELS, SEX_LABELS } from '../utils/scan-texts';
import { ChoiceFieldset } from './choice-fieldset';

type YesNo = 'yes' | 'no';

interface Draft {
  caffeine?: YesNo;
  nicotine?: YesNo;
  exercise?: YesNo;
  rate_medicine?: RateMedicine;
  rhythm_condition?: YesNo;
  age_band?: AgeBand;
  sex?: Sex;
}
type Question = keyof Draft;

export interface PreScanQuestionsProps {
  /** The profile has no date of birth: ask for an age band. */
  askAgeBand: boolean;
  /** Answers given before (a retake), shown chosen. */
  initial?: TPreScanAnswers | null;
  onSubmit: (answers: TPreScanAnswers) => void;
  onBack: () => void;
}

const toYesNo = (value: boolean | undefined): YesNo | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';

function draftOf(answers: TPreScanAnswers | null | undefined): Draft {
  if (!answers) return {};
  return {
    caffeine: toYesNo(answers.caffeine),
    nicotine: toYesNo(answers.nicotine),
    exercise: toYesNo(answers.exercise),
    rate_medicine: answers.rate_medicine,
    rhythm_condition: toYesNo(answers.rhythm_condition),
    age_band: answers.age_band,
    sex: answers.sex,
  };
}

/**
 * The questions that change how a reading is read: caffeine, nicotine and exercise in the last 30
 * minutes, medicines that slow or speed the heart, a heart-rhythm condition or pacemaker; the age band
 * when the profile has no date of birth, and sex (the profile has none).
 */
export function PreScanQuestions({ askAgeBand, initial, onSubmit, onBack }: PreScanQuestionsProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [missing, setMissing] = useState<ReadonlySet<Question>>(new Set());

  const questions: Question[] = [
    'caffeine',
    'nicotine',
    'exercise',
    'rate_medicine',
    'rhythm_condition',
    ...(askAgeBand ? (['age_band'] as const) : []),
    'sex',
  ];
  const yesNo = [
    { value: 'yes' as const, label: t`Yes` },
    { value: 'no' as const, label: t`No` },
  ];
  const choose = (question: Question) => (value: string) => {
    setDraft((current) => ({ ...current, [question]: value }));
    setMissing((current) => {
      const next = new Set(current);
      next.delete(question);
      return next;
    });
  };
  const errorOf = (question: Question) => (missing.has(question) ? t`Choose an answer.` : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unanswered = questions.filter((question) => draft[question] === undefined);
    setMissing(new Set(unanswered));
    const first = unanswered[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      caffeine: draft.caffeine === 'yes',
      nicotine: draft.nicotine === 'yes',
      exercise: draft.exercise === 'yes',
      rate_medicine: draft.rate_medicine!,
      rhythm_condition: draft.rhythm_condition === 'yes',
      ...(askAgeBand && draft.age_band ? { age_band: draft.age_band } : {}),
      ...(draft.sex ? { sex: draft.sex } : {}),
    });
  }

  return (
    <form noValidate aria-label={t`Before your scan`} className="flex flex-col gap-6" onSubmit={submit}>
      <p className="text-sm text-muted-foreground">
        <Trans>
          These answers help explain your reading. They are saved with your result; nothing else about you is.
        </Trans>
      </p>
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-1 font-semibold">
          <Trans>In the last 30 minutes, have you…</Trans>
        </legend>
        <ChoiceFieldset
          name="caffeine"
          legend={t`Had coffee, tea, cola or an energy drink?`}
          choices={yesNo}
          value={draft.caffeine}
          onChange={choose('caffeine')}
          error={errorOf('caffeine')}
          isCompact
        />
        <ChoiceFieldset
          name="nicotine"
          legend={t`Smoked or vaped?`}
          choices={yesNo}
          value={draft.nicotine}
          onChange={choose('nicotine')}
          error={errorOf('nicotine')}
          isCompact
        />
        <ChoiceFieldset
          name="exercise"
          legend={t`Exercised, climbed stairs or hurried?`}
          choices={yesNo}
          value={draft.exercise}
          onChange={choose('exercise')}
          error={errorOf('exercise')}
          isCompact
        />
      </fieldset>
      <ChoiceFieldset
        name="rate_medicine"
        legend={t`Do you take a medicine that slows or speeds your heart?`}
        choices={RATE_MEDICINES.map((value) => ({ value, label: i18n._(RATE_MEDICINE_LABELS[value]) }))}
        value={draft.rate_medicine}
        onChange={choose('rate_medicine')}
        error={errorOf('rate_medicine')}
      />
      <ChoiceFieldset
        name="rhythm_condition"
        legend={t`Do you have a heart-rhythm condition (such as atrial fibrillation) or a pacemaker?`}
        choices={yesNo}
        value={draft.rhythm_condition}
        onChange={choose('rhythm_condition')}
        error={errorOf('rhythm_condition')}
        isCompact
      />
      {askAgeBand ? (
        <ChoiceFieldset
          name="age_band"
          legend={t`How old are you?`}
          description={t`Your profile has no date of birth, so we ask here.`}
          choices={AGE_BANDS.map((value) => ({ value, label: i18n._(AGE_BAND_LABELS[value]) }))}
          value={draft.age_band}
          onChange={choose('age_band')}
          error={errorOf('age_band')}
        />
      ) : null}
      <ChoiceFieldset
        name="sex"
        legend={t`What is your sex?`}
        choices={SEXES.map((value) => ({ value, label: i18n._(SEX_LABELS[value]) }))}
        value={draft.sex}
        onChange={choose('sex')}
        error={errorOf('sex')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Trans>Continue to the scan</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </form>
  );
}
