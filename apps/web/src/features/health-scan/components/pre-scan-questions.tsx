import { Trans, useLingui } from '@lingui/react/macro';
import { AGE_BANDS, RATE_MEDICINES, SEXES, ZPreScanAnswers } from '@portal/contracts/health-scan';
import type { AgeBand, RateMedicine, Sex, TPreScanAnswers } from '@portal/contracts/health-scan';
import { Button } from '@/ui/button';
import { useForm } from '@/ui/form/use-form';
import type { FormSchema } from '@/ui/form/use-form';
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
 * Every question asked must be answered (each one left is named with `unanswered`), then the answers
 * are the contract's. The age band goes only when asked.
 */
function answersSchema(questions: readonly Question[], unanswered: string): FormSchema<TPreScanAnswers> {
  return {
    safeParse(input) {
      const draft = input as Draft;
      const issues = questions
        .filter((question) => draft[question] === undefined)
        .map((question) => ({ path: [question], message: unanswered }));
      if (issues.length > 0) return { success: false, error: { issues } };
      return ZPreScanAnswers.safeParse({
        caffeine: draft.caffeine === 'yes',
        nicotine: draft.nicotine === 'yes',
        exercise: draft.exercise === 'yes',
        rate_medicine: draft.rate_medicine,
        rhythm_condition: draft.rhythm_condition === 'yes',
        ...(questions.includes('age_band') && draft.age_band ? { age_band: draft.age_band } : {}),
        ...(draft.sex ? { sex: draft.sex } : {}),
      });
    },
  };
}

/**
 * The questions that change how a reading is read: caffeine, nicotine and exercise in the last 30
 * minutes, medicines that slow or speed the heart, a heart-rhythm condition or pacemaker; the age band
 * when the profile has no date of birth, and sex (the profile has none). The answers stay on this
 * device until the reading is saved with them.
 */
export function PreScanQuestions({ askAgeBand, initial, onSubmit, onBack }: PreScanQuestionsProps) {
  const { t, i18n } = useLingui();
  const questions: Question[] = [
    'caffeine',
    'nicotine',
    'exercise',
    'rate_medicine',
    'rhythm_condition',
    ...(askAgeBand ? (['age_band'] as const) : []),
    'sex',
  ];
  const form = useForm({
    initialValues: draftOf(initial),
    schema: answersSchema(questions, t`Choose an answer.`),
    fields: questions,
    // Nothing is sent from here: the answers go to the scan step.
    onSubmit: (answers) => Promise.resolve(answers),
    onSuccess: (answers) => onSubmit(answers),
  });
  const yesNo = [
    { value: 'yes' as const, label: t`Yes` },
    { value: 'no' as const, label: t`No` },
  ];
  /** A question's radios: its answer, how to change it and its error. */
  const answer = (question: Question) => ({
    name: question,
    value: form.values[question],
    onChange: (value: string) => form.setValues((current) => ({ ...current, [question]: value })),
    error: form.errors[question],
  });

  return (
    <form {...form.formProps} aria-label={t`Before your scan`} className="flex flex-col gap-6">
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
          legend={t`Had coffee, tea, cola or an energy drink?`}
          choices={yesNo}
          {...answer('caffeine')}
          isCompact
        />
        <ChoiceFieldset legend={t`Smoked or vaped?`} choices={yesNo} {...answer('nicotine')} isCompact />
        <ChoiceFieldset
          legend={t`Exercised, climbed stairs or hurried?`}
          choices={yesNo}
          {...answer('exercise')}
          isCompact
        />
      </fieldset>
      <ChoiceFieldset
        legend={t`Do you take a medicine that slows or speeds your heart?`}
        choices={RATE_MEDICINES.map((value) => ({ value, label: i18n._(RATE_MEDICINE_LABELS[value]) }))}
        {...answer('rate_medicine')}
      />
      <ChoiceFieldset
        legend={t`Do you have a heart-rhythm condition (such as atrial fibrillation) or a pacemaker?`}
        choices={yesNo}
        {...answer('rhythm_condition')}
        isCompact
      />
      {askAgeBand ? (
        <ChoiceFieldset
          legend={t`How old are you?`}
          description={t`Your profile has no date of birth, so we ask here.`}
          choices={AGE_BANDS.map((value) => ({ value, label: i18n._(AGE_BAND_LABELS[value]) }))}
          {...answer('age_band')}
        />
      ) : null}
      <ChoiceFieldset
        legend={t`What is your sex?`}
        choices={SEXES.map((value) => ({ value, label: i18n._(SEX_LABELS[value]) }))}
        {...answer('sex')}
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
