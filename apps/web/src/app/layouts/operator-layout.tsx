import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { getErrorMessage, getErrorStatus } from '@/api/error-message';
import { BrandLogo } from '@/brands/brand-logo';
import { getCurrentBrand } from '@/brands/current-brand';
import { operatorHref } from '@/features/operator-console/operator-paths';
import { Link } from '@/navigation/link';
import { href } from '@/navigation/paths';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { Outlet } from '@/navigation/router/routes';
import { queryClient } from '@/session/query-client';
import { onSessionCleared, signOut } from '@/session/sign-out';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { useCurrentUser } from '@/session/use-current-user';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { SessionIdleWarning } from './session-idle-warning';

/**
 * The signed-in area on the operators' host: the console's header (its name, who is signed in, Sign out)
 * and its screens, with the step-up prompt its changes ask for and the idle sign-out. Only an operator (an
 * admin of the operators' tenant, signed in with two steps) sees the screens; the server holds the same rule.
 */
export function OperatorLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <OperatorShell />
    </QueryClientProvider>
  );
}

function Refusal({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Notice variant="destructive" className="max-w-xl">
      <h1 tabIndex={-1} data-route-heading="" className="text-base font-semibold">
        {title}
      </h1>
      {children}
    </Notice>
  );
}

function OperatorShell() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The programmes' screens are the console's default; the audit log its one other section.
  const onAudit = useLocation().pathname === operatorHref('operatorAudit');
  const { data: user, error, isPending, refetch, isRefetching } = useCurrentUser();
  const brandTitle = getCurrentBrand().title;

  // Signed out in this tab (the button, the idle timer): whoever did it goes on to the login page.
  const signedOutHere = useRef(false);
  useEffect(
    () =>
      onSessionCleared(() => {
        signedOutHere.current = true;
      }),
    [],
  );
  useEffect(() => {
    if (getErrorStatus(error) !== 401 || signedOutHere.current) return;
    // The token expired or was revoked: clear everything and sign in again.
    void signOut().then(() => navigate(href('login'), { replace: true }));
  }, [error, navigate]);

  const leave = async () => {
    await signOut();
    await navigate(href('login'), { replace: true });
    toast({ title: t`Signed out`, description: t`You have signed out of the portal.`, variant: 'success' });
  };

  let content: ReactNode;
  if (isPending) {
    content = (
      <div role="status" className="flex items-center gap-3 py-16 text-muted-foreground">
        <Spinner size="md" />
        <Trans>Loading the operator console…</Trans>
      </div>
    );
  } else if (error && getErrorStatus(error) !== 401) {
    content = (
      <Refusal title={<Trans>We couldn't load your account</Trans>}>
        <p>{getErrorMessage(error)}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2 self-start"
          disabled={isRefetching}
          onClick={() => void refetch()}
        >
          {isRefetching ? <Spinner /> : null}
          <Trans>Try again</Trans>
        </Button>
      </Refusal>
    );
  } else if (error) {
    content = null; // signing out
  } else if (user.account.role !== 'admin') {
    content = (
      <Refusal title={<Trans>This account is not an operator's</Trans>}>
        <p>
          <Trans>
            Only the platform's operators may use the operator console. Sign out and sign in as an operator.
          </Trans>
        </p>
      </Refusal>
    );
  } else if (user.account.session?.two_step_setup_required) {
    content = (
      <Refusal title={<Trans>Two-step sign-in is needed first</Trans>}>
        <p>
          <Trans>
            The operator console needs two-step sign-in, and this account has none set up yet. Ask another operator to
            help you set it up, then sign in again.
          </Trans>
        </p>
      </Refusal>
    );
  } else {
    content = <Outlet />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-surface/95 px-4 py-2 backdrop-blur sm:px-6">
        <Link
          to={operatorHref('operatorProgrammes')}
          className="flex items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={t`${brandTitle}: operator console`}
        >
          <BrandLogo size="sm" />
          <span className="hidden font-heading font-semibold sm:block">
            <Trans>Operator console</Trans>
          </span>
        </Link>
        <nav aria-label={t`Operator console`} className="flex items-center gap-1 text-sm">
          {[
            { to: operatorHref('operatorProgrammes'), label: t`Programmes`, isCurrent: !onAudit },
            { to: operatorHref('operatorAudit'), label: t`Audit log`, isCurrent: onAudit },
          ].map((item) => (
            <Link
              key={item.to}
              to={item.to}
              aria-current={item.isCurrent ? 'page' : undefined}
              className="rounded-md px-2 py-1 font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:text-foreground aria-[current=page]:underline"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {user ? (
            <p className="hidden truncate text-sm sm:block">
              <Trans>
                <span className="text-muted-foreground">Signed in as </span>
                <span className="font-semibold">{user.account.email}</span>
              </Trans>
            </p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void leave()}>
            <Trans>Log out</Trans>
          </Button>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">{content}</div>
      </main>
      <SessionIdleWarning />
      <StepUpDialog />
    </div>
  );
}
