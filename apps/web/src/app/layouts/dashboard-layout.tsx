import { Trans, useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/navigation/router/hooks';
import { Navigate, Outlet } from '@/navigation/router/routes';
import { Link } from '@/navigation/link';
import { track } from '@/analytics/track';
import { getErrorMessage, getErrorStatus } from '@/api/error-message';
import { BrandLogo } from '@/brands/brand-logo';
import { getCurrentBrand } from '@/brands/current-brand';
import { href, paths } from '@/navigation/paths';
import { queryClient } from '@/session/query-client';
import { takeUnreportedSignIn } from '@/session/sign-in';
import { onSessionCleared, signOut } from '@/session/sign-out';
import { StepUpDialog } from '@/session/step-up/step-up-dialog';
import { getDisplayName, useCurrentUser } from '@/session/use-current-user';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { AccountMenu } from './account-menu';
import { DashboardNavigation } from './dashboard-navigation';
import { MobileDrawer } from './mobile-drawer';
import { SessionIdleWarning } from './session-idle-warning';

const DRAWER_ID = 'dashboard-drawer';

/**
 * The signed-in area: sidebar (a drawer on phones), header with the member and the account menu. In the
 * native shell the header sits below the status bar and the page clears the home indicator and the
 * sides (safe-area insets, 0 in a browser).
 */
export function DashboardLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardShell />
    </QueryClientProvider>
  );
}

function DashboardShell() {
  const brandTitle = getCurrentBrand().title;
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { data: user, error, isPending, refetch, isRefetching } = useCurrentUser();

  // The sign-in's event, sent here (once per sign-in) rather than from the login page's code: the member's
  // analytics choice and pseudonymous id were stored when the sign-in fetched the user.
  useEffect(() => {
    if (takeUnreportedSignIn()) track('sign_in', {});
  }, []);

  // The member's query, emptied by a sign-out in this tab, is asked for again without a token: refused.
  const signedOutHere = useRef(false);
  useEffect(
    () =>
      onSessionCleared(() => {
        signedOutHere.current = true;
      }),
    [],
  );

  useEffect(() => {
    if (!error) return;
    if (getErrorStatus(error) === 401) {
      // Signed out in this tab already (the account menu, the idle timer): whoever did it goes on to the
      // login page, with what it has to say there.
      if (signedOutHere.current) return;
      // The token expired or was revoked: clear everything and sign in again.
      void signOut().then(() => navigate(href('login'), { replace: true }));
      return;
    }
    toast({ variant: 'destructive', title: t`We couldn't load your account`, description: getErrorMessage(error) });
  }, [error, navigate, t]);

  const name = getDisplayName(user);

  let content;
  if (isPending) {
    content = (
      <div role="status" className="flex items-center gap-3 py-16 text-muted-foreground">
        <Spinner size="md" />
        <Trans>Loading your programme…</Trans>
      </div>
    );
  } else if (error && getErrorStatus(error) !== 401) {
    content = (
      <Notice variant="destructive" className="max-w-xl">
        <h1 tabIndex={-1} data-route-heading="" className="text-base font-semibold">
          <Trans>We couldn't load your account</Trans>
        </h1>
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
      </Notice>
    );
  } else if (error) {
    content = null; // signing out
  } else if (user.account.session?.two_step_setup_required && pathname !== paths.profileSecurity) {
    // The programme requires two-step sign-in and the member has none: setting it up comes first.
    content = <Navigate to={href('profileSecurity')} replace />;
  } else {
    content = <Outlet />;
  }

  return (
    <div className="min-h-dvh pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-r border-border bg-sidebar px-4 pt-[calc(1.25rem+env(safe-area-inset-top))] pb-[calc(1.25rem+env(safe-area-inset-bottom))] md:flex">
        {/* The logo sits on a surface chip: sidebars can be dark. */}
        <Link
          to={href('home')}
          className="self-start rounded-md bg-surface px-3 py-2 shadow-sm"
          aria-label={t`${brandTitle} home`}
        >
          <BrandLogo size="sm" />
        </Link>
        <DashboardNavigation />
      </aside>
      <div className="flex min-w-0 flex-col pb-[env(safe-area-inset-bottom)]">
        <header className="sticky top-0 z-30 flex h-[calc(4rem+env(safe-area-inset-top))] items-center gap-3 border-b border-border bg-surface/95 px-4 pt-[env(safe-area-inset-top)] backdrop-blur sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="-ml-2 md:hidden"
            aria-label={t`Open menu`}
            aria-expanded={isDrawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setIsDrawerOpen(true)}
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              className="size-6"
            >
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </Button>
          <Link to={href('home')} className="rounded-md md:hidden" aria-label={t`${brandTitle} home`}>
            <BrandLogo size="sm" />
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {name ? (
              <p className="hidden truncate text-sm sm:block">
                <Trans>
                  <span className="text-muted-foreground">Signed in as </span>
                  <span className="font-semibold" data-testid="member-name">
                    {name}
                  </span>
                </Trans>
              </p>
            ) : null}
            <AccountMenu user={user} />
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">{content}</div>
        </main>
      </div>
      <MobileDrawer id={DRAWER_ID} isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)}>
        <DashboardNavigation label={t`Main navigation (menu)`} onNavigate={() => setIsDrawerOpen(false)} />
      </MobileDrawer>
      <SessionIdleWarning />
      <StepUpDialog />
    </div>
  );
}
