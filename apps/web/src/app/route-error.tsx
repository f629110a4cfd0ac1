import { Trans } from '@lingui/react/macro';
/** Last resort for a screen that failed to load or render (for example after a deploy). Kept tiny: it ships in the entry. */
export function RouteError() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center bg-hero px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-4 rounded-lg border border-border bg-surface p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-bold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>This screen did not load. Reloading the page usually helps.</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="h-11 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
            onClick={() => window.location.reload()}
          >
            <Trans>Reload</Trans>
          </button>
          <a
            href="/"
            className="flex h-11 items-center rounded-md border border-border px-4 text-sm font-semibold hover:bg-surface-muted"
          >
            <Trans>Go to the start page</Trans>
          </a>
        </div>
      </div>
    </main>
  );
}
