import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button';
import { cn } from '../cn';
import type { TourRenderProps } from './tour-types';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The default popup card: tag, title, description, "Step n of m", dots, previous/next or terminate. */
export function TourCard(tour: TourRenderProps) {
  const { t } = useLingui();
  const { step, stepIndex, stepCount, isFirst, isLast } = tour;
  const stepNumber = stepIndex + 1;
  const goToStepLabel = (targetStep: number) => t`Go to step ${targetStep}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-foreground shadow-xl">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {step.tag ? (
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{step.tag}</p>
          ) : null}
          <h2 id={tour.titleId} className="text-base font-semibold">
            {step.title}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 shrink-0"
          aria-label={t`End tour`}
          onClick={tour.end}
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <p id={tour.descriptionId} className="text-sm text-muted-foreground">
        {step.description}
      </p>
      <p aria-live="polite" className="text-xs font-medium text-muted-foreground">
        <Trans>
          Step {stepNumber} of {stepCount}
        </Trans>
      </p>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t`Previous step`}
          aria-disabled={isFirst}
          className={cn(isFirst && 'opacity-50')}
          onClick={tour.previous}
        >
          <ArrowIcon direction="left" />
        </Button>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {Array.from({ length: stepCount }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={goToStepLabel(index + 1)}
                aria-current={index === stepIndex ? 'step' : undefined}
                className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                onClick={() => tour.goTo(index)}
              >
                <span
                  className={cn(
                    'size-2.5 rounded-full border border-foreground',
                    index === stepIndex ? 'bg-foreground' : 'bg-transparent group-hover:bg-muted-foreground',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        {/* One button in one place: focus stays on it when "next" becomes the terminate button. */}
        <Button
          key="forward"
          size={isLast ? 'md' : 'icon'}
          aria-label={isLast ? undefined : t`Next step`}
          onClick={isLast ? tour.end : tour.next}
        >
          {isLast ? tour.labelTerminate : <ArrowIcon direction="right" />}
        </Button>
      </div>
    </div>
  );
}
