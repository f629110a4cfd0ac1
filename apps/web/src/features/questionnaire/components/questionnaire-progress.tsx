import { Trans, useLingui } from '@lingui/react/macro';
import type { TQuestionnaireStep } from '@portal/contracts/questionnaire';
import { cn } from '@/ui/cn';

/** The step's category names (already in the questionnaire's language), comma-separated. */
export function getStepName(step: TQuestionnaireStep): string {
  return step.categories.map((category) => category.name).join(', ');
}

export interface QuestionnaireProgressProps {
  steps: readonly TQuestionnaireStep[];
  /** 0-based; `steps.length` is the review. */
  current: number;
}

/** "Step n of N" with each step's category names; the change is announced politely. */
export function QuestionnaireProgress({ steps, current }: QuestionnaireProgressProps) {
  const { t } = useLingui();
  const isReview = current >= steps.length;
  const currentStep = steps[current];
  const stepNumber = current + 1;
  const stepCount = steps.length;
  const stepName = currentStep ? getStepName(currentStep) : '';
  const announcement =
    isReview || !currentStep ? t`Review your answers` : t`Step ${stepNumber} of ${stepCount}: ${stepName}`;
  return (
    <nav aria-label={t`Questionnaire progress`} className="flex flex-col gap-2">
      <p
        aria-live="polite"
        className="text-sm font-semibold text-muted-foreground"
        data-testid="questionnaire-progress"
      >
        {announcement}
      </p>
      <ol className="flex gap-1.5">
        {steps.map((step, index) => {
          const stepNumber = index + 1;
          return (
            <li
              key={step.id}
              aria-current={index === current ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-1"
            >
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full', index <= current ? 'bg-primary' : 'bg-surface-muted')}
              />
              <span
                className={cn(
                  'truncate text-xs',
                  index === current ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">
                  {index < current ? <Trans>Step {stepNumber} (done):</Trans> : <Trans>Step {stepNumber}:</Trans>}{' '}
                </span>
                {getStepName(step)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
