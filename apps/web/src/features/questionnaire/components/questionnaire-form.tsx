import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import { listQuestions, QUESTIONNAIRE_ERROR_CODES, ZSubmitQuestionnaireRequest } from '@portal/contracts/questionnaire';
import type { TQuestionnaire } from '@portal/contracts/questionnaire';
import { getErrorCode, getErrorField, getErrorMessage, getErrorStatus } from '@/api/error-message';
import { href } from '@/navigation/paths';
import { storeQuestionnaireAnswered } from '@/session/questionnaire-storage';
import { signOut } from '@/session/sign-out';
import { Button } from '@/ui/button';
import { useForm } from '@/ui/form/use-form';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { useSubmitQuestionnaireResponse } from '../api/submit-questionnaire-response';
import { clearDraft, readDraft, saveDraft } from '../utils/draft';
import type { Answers } from '../utils/draft';
import { QuestionFieldset } from './question-fieldset';
import { getStepName, QuestionnaireProgress } from './questionnaire-progress';

export interface QuestionnaireFormProps {
  questionnaire: TQuestionnaire;
  /** Answers carried over from an outdated version (only those whose questions still exist are kept). */
  carriedAnswers?: Answers | undefined;
  /** Shown above the steps (for example, that the questionnaire changed). */
  notice?: string | undefined;
  /** The server says these answers are for an outdated questionnaire. */
  onOutdated: (answers: Answers) => void;
}

function keepKnownAnswers(questionnaire: TQuestionnaire, answers: Answers): Answers {
  const kept: Answers = {};
  for (const question of listQuestions(questionnaire)) {
    const value = answers[question.id];
    if (value !== undefined && question.options.some((option) => option.value === value)) kept[question.id] = value;
  }
  return kept;
}

/** One step at a time, then a review, then the submission. */
export function QuestionnaireForm({ questionnaire, carriedAnswers, notice, onOutdated }: QuestionnaireFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { steps } = questionnaire;
  const allQuestions = listQuestions(questionnaire);
  const [initial] = useState(() => {
    const draft = readDraft(questionnaire);
    const answers = keepKnownAnswers(questionnaire, { ...carriedAnswers, ...draft?.answers });
    return { answers, step: Math.min(Math.max(draft?.step ?? 0, 0), steps.length) };
  });
  const [stepIndex, setStepIndex] = useState(initial.step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const submission = useSubmitQuestionnaireResponse();
  // The steps are the questionnaire's own; the form sends the answers once the review is submitted.
  const form = useForm({
    initialValues: initial.answers,
    schema: ZSubmitQuestionnaireRequest,
    toRequest: (answers) => ({ questionnaire_id: questionnaire.id, version: questionnaire.version, answers }),
    fields: [],
    onSubmit: async (request, { values }) => {
      try {
        return await submission.mutateAsync(request);
      } catch (error) {
        if (getErrorStatus(error) === 401) {
          void signOut().then(() => navigate(href('login'), { replace: true }));
        } else if (getErrorCode(error) === QUESTIONNAIRE_ERROR_CODES.outdated) {
          onOutdated(values);
        }
        throw error;
      }
    },
    onSuccess: async () => {
      clearDraft(questionnaire);
      storeQuestionnaireAnswered();
      await navigate(href('thankYou'));
    },
  });
  const answers = form.values;

  useEffect(() => {
    saveDraft(questionnaire, { answers, step: stepIndex });
  }, [questionnaire, answers, stepIndex]);

  useEffect(() => {
    // The route's own focus goes to the page heading first; later steps take it.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepIndex]);

  const goTo = (index: number) => {
    submission.reset();
    setStepIndex(index);
  };

  const step = steps[stepIndex];
  const isReview = !step;
  const stepNumber = stepIndex + 1;
  const stepCount = steps.length;
  const stepName = step ? getStepName(step) : '';
  const unanswered = step
    ? step.categories.flatMap((category) => category.questions).filter((question) => answers[question.id] === undefined)
    : [];
  const unansweredCount = unanswered.length;
  const reasonId = 'questionnaire-next-reason';

  const onSubmitStep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReview) void form.submit();
    else if (unanswered.length === 0) goTo(stepIndex + 1);
  };

  const error = submission.error;
  const errorField = error ? getErrorField(error) : undefined;
  const fieldQuestionId = errorField?.startsWith('answers.') ? errorField.slice('answers.'.length) : undefined;
  const fieldStep = fieldQuestionId
    ? steps.findIndex((candidate) =>
        candidate.categories.some((category) => category.questions.some((question) => question.id === fieldQuestionId)),
      )
    : -1;
  const isTooEarly = error ? getErrorCode(error) === QUESTIONNAIRE_ERROR_CODES.retakeTooEarly : false;
  /** What the contract refused before anything was sent (the steps leave little to refuse). */
  const invalid = Object.values(form.errors)[0];

  return (
    <form {...form.formProps} onSubmit={onSubmitStep} className="flex flex-col gap-6">
      {steps.length > 1 || isReview ? <QuestionnaireProgress steps={steps} current={stepIndex} /> : null}
      {notice ? (
        <div role="status">
          <Notice>
            <p>{notice}</p>
          </Notice>
        </div>
      ) : null}

      {step ? (
        <section aria-labelledby="questionnaire-step-heading" className="flex flex-col gap-6">
          <header className="flex flex-col gap-1">
            <h2 id="questionnaire-step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
              {steps.length > 1 ? t`Step ${stepNumber} of ${stepCount}: ${stepName}` : stepName}
            </h2>
            <p className="text-sm text-muted-foreground">{step.title}</p>
          </header>
          {step.categories.map((category) =>
            category.questions.map((question) => (
              <QuestionFieldset
                key={question.id}
                question={question}
                number={allQuestions.indexOf(question) + 1}
                total={allQuestions.length}
                value={answers[question.id]}
                onChange={(value) => form.setValue(question.id, value)}
              />
            )),
          )}
        </section>
      ) : (
        <section aria-labelledby="questionnaire-step-heading" className="flex flex-col gap-4">
          <h2 id="questionnaire-step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
            <Trans>Review your answers</Trans>
          </h2>
          {steps.map((reviewStep, index) => (
            <div key={reviewStep.id} className="flex flex-col gap-2">
              <h3 className="font-semibold">{getStepName(reviewStep)}</h3>
              <ul className="flex flex-col gap-2">
                {reviewStep.categories.flatMap((category) =>
                  category.questions.map((question) => {
                    const chosen = question.options.find((option) => option.value === answers[question.id]);
                    const prompt = question.prompt;
                    return (
                      <li
                        key={question.id}
                        className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
                      >
                        <div className="flex min-w-0 flex-col gap-0.5">
                          <p className="text-muted-foreground">{question.prompt}</p>
                          <p className="font-semibold">{chosen?.label ?? t`Not answered`}</p>
                        </div>
                        <Button
                          variant="link"
                          size="sm"
                          className="self-start"
                          onClick={() => goTo(index)}
                          aria-label={t`Change your answer to: ${prompt}`}
                        >
                          <Trans>Change</Trans>
                        </Button>
                      </li>
                    );
                  }),
                )}
              </ul>
            </div>
          ))}
        </section>
      )}

      {/* Once the form has settled, so "Try again" answers at once. */}
      {!form.isSubmitting && (invalid !== undefined || (error && getErrorStatus(error) !== 401)) ? (
        <div role="alert" className="flex flex-col gap-2">
          <Notice variant="destructive">
            <p className="font-semibold">
              {isTooEarly ? (
                <Trans>You have already answered recently.</Trans>
              ) : (
                <Trans>We couldn't send your answers.</Trans>
              )}
            </p>
            <p>{invalid ?? getErrorMessage(error)}</p>
            {getErrorCode(error) === QUESTIONNAIRE_ERROR_CODES.outdated ? (
              <p>
                <Trans>The questionnaire has been updated. We kept your answers that still apply.</Trans>
              </p>
            ) : null}
          </Notice>
          {fieldStep >= 0 ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={() => goTo(fieldStep)}>
              <Trans>Go to the question</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-3">
        {step && unanswered.length > 0 ? (
          <p id={reasonId} className="text-sm text-muted-foreground">
            <Plural
              value={unansweredCount}
              one="Answer # more question to continue."
              other="Answer # more questions to continue."
            />
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {stepIndex > 0 ? (
            <Button variant="secondary" onClick={() => goTo(stepIndex - 1)} disabled={form.isSubmitting}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          {isReview ? (
            <Button type="submit" disabled={form.isSubmitting || isTooEarly}>
              {form.isSubmitting ? <Spinner /> : null}
              {error && !isTooEarly && fieldStep < 0 ? <Trans>Try again</Trans> : <Trans>Submit answers</Trans>}
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={unanswered.length > 0}
              aria-describedby={unanswered.length > 0 ? reasonId : undefined}
            >
              {stepIndex === steps.length - 1 ? <Trans>Review answers</Trans> : <Trans>Next</Trans>}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
