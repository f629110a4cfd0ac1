import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@/navigation/link';
import { buttonVariants } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { LoadingStatus } from '@/ui/loading-status';
import { useQuestionnaireResults } from '../api/get-questionnaire-results';
import { formatResultDate } from '../utils/result-texts';
import { ResultSummary } from './result-summary';
import { ResultsHistoryChart } from './results-history-chart';

export interface QuestionnaireResultsProps {
  /** The heading of the section (an h2); "Your health questionnaire" unless given. */
  title?: string;
  /** Where "Retake" and "Answer" lead: the screen that shows the card chooses. */
  questionnaireTo: string;
}

/**
 * The member's latest questionnaire result with its date, when they may
 * retake it, and the history as a chart once there are two or more.
 * Shown by the thank-you and Home screens.
 */
export function QuestionnaireResults({ title, questionnaireTo }: QuestionnaireResultsProps) {
  const { t, i18n } = useLingui();
  const { data, error, isPending, refetch, isRefetching } = useQuestionnaireResults();

  let body;
  if (isPending) {
    body = (
      <LoadingStatus size="md">
        <Trans>Loading your results…</Trans>
      </LoadingStatus>
    );
  } else if (error) {
    body = (
      <LoadError
        error={error}
        title={t`We couldn't load your results.`}
        isRetrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const [latest] = data.results;
    const answeredOn = latest ? formatResultDate(i18n, latest.answered_at) : '';
    const retakeFrom = data.retake_available_at ? formatResultDate(i18n, data.retake_available_at) : '';
    if (!latest) {
      body = (
        <div className="flex flex-col gap-3">
          <p>
            <Trans>You haven't answered the health questionnaire yet. It takes about two minutes.</Trans>
          </p>
          <Link to={questionnaireTo} className={buttonVariants({ className: 'self-start' })}>
            <Trans>Answer the questionnaire</Trans>
          </Link>
        </div>
      );
    } else {
      body = (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Answered on <time dateTime={latest.answered_at}>{answeredOn}</time>
            </Trans>
          </p>
          <ResultSummary result={latest} />
          {data.results.length >= 2 ? <ResultsHistoryChart results={data.results} /> : null}
          {data.can_retake ? (
            <Link to={questionnaireTo} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
              <Trans>Retake the questionnaire</Trans>
            </Link>
          ) : data.retake_available_at ? (
            <p className="text-sm text-muted-foreground" data-testid="retake-info">
              <Trans>
                You can retake the questionnaire from <time dateTime={data.retake_available_at}>{retakeFrom}</time>.
              </Trans>
            </p>
          ) : null}
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="questionnaire-results-heading" className="flex flex-col gap-4">
      <h2 id="questionnaire-results-heading" className="text-lg font-semibold">
        {title ?? t`Your health questionnaire`}
      </h2>
      {body}
    </section>
  );
}
