import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/navigation/link';
import { useQuestionnaire } from '@/features/questionnaire/api/get-questionnaire';
import { QuestionnaireForm } from '@/features/questionnaire/components/questionnaire-form';
import type { Answers } from '@/features/questionnaire/utils/draft';
import { href } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { hasStoredToken } from '@/session/storage';
import { buttonVariants } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { PageHeading } from '@/ui/page-heading';
import { LoadingStatus } from '@/ui/loading-status';

/** The health questionnaire (docs/product.md's QuestionnaireV3). It sits in the public layout, so it brings its own query client. */
export function QuestionnaireV3() {
  return (
    <QueryClientProvider client={queryClient}>
      <QuestionnaireScreen />
    </QueryClientProvider>
  );
}

function QuestionnaireScreen() {
  const { t } = useLingui();
  const isSignedIn = hasStoredToken();
  const { data: questionnaire, refetch } = useQuestionnaire();
  const [carried, setCarried] = useState<{ answers: Answers; notice: string } | undefined>();

  if (!isSignedIn) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeading title={t`Your health questionnaire`} />
        <Notice>
          <p>
            <Trans>Sign in to answer your health questionnaire.</Trans>
          </p>
        </Notice>
        <Link to={href('login')} className={buttonVariants({ className: 'self-start' })}>
          <Trans>Continue to sign in</Trans>
        </Link>
      </div>
    );
  }

  if (!questionnaire) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeading title={t`Your health questionnaire`} />
        <LoadingStatus size="md">
          <Trans>Loading the questions…</Trans>
        </LoadingStatus>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={questionnaire.title} intro={questionnaire.intro} />
      <QuestionnaireForm
        key={`${questionnaire.id}:${questionnaire.version}`}
        questionnaire={questionnaire}
        carriedAnswers={carried?.answers}
        notice={carried?.notice}
        onOutdated={(answers) => {
          setCarried({
            answers,
            notice: t`This questionnaire was updated while you were answering. We kept your answers that still apply: please check them and answer any new questions.`,
          });
          void refetch();
        }}
      />
    </div>
  );
}
