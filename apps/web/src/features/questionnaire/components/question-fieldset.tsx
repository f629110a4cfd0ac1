import { Trans } from '@lingui/react/macro';
import type { TQuestion } from '@portal/contracts/questionnaire';

export interface QuestionFieldsetProps {
  question: TQuestion;
  /** Its number among all questions, for "Question 4 of 9". */
  number: number;
  total: number;
  value: number | undefined;
  onChange: (value: number) => void;
}

/**
 * One question: a labelled group of native radios (arrow keys move between
 * them), styled as cards. Options are shown exactly in the order given: an
 * instrument may list them 5 → 0.
 */
export function QuestionFieldset({ question, number, total, value, onChange }: QuestionFieldsetProps) {
  const name = `question-${question.id}`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 font-semibold">
        <span className="block text-xs font-normal tracking-wide text-muted-foreground uppercase">
          <Trans>
            Question {number} of {total}
          </Trans>
        </span>
        {question.prompt}
      </legend>
      <div className={question.kind === 'yes-no' ? 'grid grid-cols-2 gap-2' : 'flex flex-col gap-2'}>
        {question.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-border bg-surface p-3 text-sm transition-colors hover:bg-surface-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
