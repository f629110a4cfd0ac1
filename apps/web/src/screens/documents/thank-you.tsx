import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link } from '@/navigation/link';
import { TenantDocument } from '@/features/content/components/tenant-document';
import { QuestionnaireResults } from '@/features/questionnaire/components/questionnaire-results';
import { href } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { hasStoredToken } from '@/session/storage';
import { buttonVariants } from '@/ui/button';

/** The tenant's thank-you page; a signed-in member also sees their questionnaire results here. */
export function ThankYou() {
  const { t } = useLingui();
  const isSignedIn = hasStoredToken();
  return (
    <TenantDocument
      kind="thank-you"
      fallbackTitle={t`Thank you`}
      emptyText={t`Thank you for taking part in your programme.`}
    >
      {isSignedIn ? (
        // The public layout has no query client of its own.
        <QueryClientProvider client={queryClient}>
          <QuestionnaireResults title={t`Your results`} questionnaireTo={href('questionnaire')} />
        </QueryClientProvider>
      ) : null}
      <Link to={isSignedIn ? href('home') : href('login')} className={buttonVariants({ className: 'self-start' })}>
        {isSignedIn ? <Trans>Go to your dashboard</Trans> : <Trans>Continue to sign in</Trans>}
      </Link>
    </TenantDocument>
  );
}
