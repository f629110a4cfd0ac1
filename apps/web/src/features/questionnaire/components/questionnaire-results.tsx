import { Link } from 'react-router';
import { buttonVariants } from '../../../ui/button';
import { formatLongDate } from '../../../ui/format-date';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { useQuestionnaireResults } from '../api/get-questionnaire-results';
import { ResultSummary } from './result-summary';
import { ResultsHistoryChart } from './results-history-chart';

export interface QuestionnaireResultsProps {
  /** The heading of the section (an h2). */
  title?: string;
  /** Where "Retake" and "Answer" lead: the screen that shows the card chooses. */
  questionnaireTo: string;
}

/**
 * The member's latest questionnaire result with its date, when they may
 * retake it, and the history as a chart once there are two or more.
 * Shown by the thank-you and Home screens.
 */
export function QuestionnaireResults({
  title = 'Your health questionnaire',
  questionnaireTo,
}: QuestionnaireResultsProps) {
  const { data, error, isPending, refetch, isRefetching } = useQuestionnaireResults();

  let body;
  if (isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner size="md" />
        Loading your results…
      </p>
    );
  } else if (error) {
    body = (
      <LoadError
        error={error}
        title="We couldn't load your results."
        isRetrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const [latest] = data.results;
    if (!latest) {
      body = (
        <div className="flex flex-col gap-3">
          <p>You haven't answered the health questionnaire yet. It takes about two minutes.</p>
          <Link to={questionnaireTo} className={buttonVariants({ className: 'self-start' })}>
            Answer the questionnaire
          </Link>
        </div>
      );
    } else {
      body = (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">
            Answered on <time dateTime={latest.answered_at}>{formatLongDate(latest.answered_at)}</time>
          </p>
          <ResultSummary result={latest} />
          {data.results.length >= 2 ? <ResultsHistoryChart results={data.results} /> : null}
          {data.can_retake ? (
            <Link to={questionnaireTo} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
              Retake the questionnaire
            </Link>
          ) : data.retake_available_at ? (
            <p className="text-sm text-muted-foreground" data-testid="retake-info">
              You can retake the questionnaire from{' '}
              <time dateTime={data.retake_available_at}>{formatLongDate(data.retake_available_at)}</time>.
            </p>
          ) : null}
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="questionnaire-results-heading" className="flex flex-col gap-4">
      <h2 id="questionnaire-results-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {body}
    </section>
  );
}
