import { Trans } from '@lingui/react/macro';
import type { TQuestion } from '@portal/contracts/questionnaire';
import { ChoiceList } from '@/ui/choice-list';

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
  return (
    <ChoiceList
      name={`question-${question.id}`}
      legend={
        <>
          <span className="block text-xs font-normal tracking-wide text-muted-foreground uppercase">
            <Trans>
              Question {number} of {total}
            </Trans>
          </span>
          {question.prompt}
        </>
      }
      legendClassName="mb-3 font-semibold"
      choices={question.options}
      value={value}
      onChange={onChange}
      layout={question.kind === 'yes-no' ? 'pair' : 'stack'}
    />
  );
}
