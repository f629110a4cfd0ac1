import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { BrandLogo } from '@/brands/brand-logo';
import { getCurrentBrand } from '@/brands/current-brand';
import { Card, CardContent } from '@/ui/card';
import { PageHeading } from '@/ui/page-heading';

export interface SuspendedPageProps {
  /** The page replaced a screen that was in use (an API answer said so): its heading takes focus. */
  takesFocus?: boolean;
}

/**
 * A suspended programme's one page: its brand, what has happened and that nothing is lost, and whom to
 * write to. Nothing leads anywhere else: every screen and the API are closed to the programme meanwhile.
 */
export function SuspendedPage({ takesFocus = false }: SuspendedPageProps) {
  const { t } = useLingui();
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const supportEmail = brand.supportEmail.trim();
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    // Screen-reader users hear that the screen they were using has given way to this one.
    if (takesFocus) main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [takesFocus]);

  return (
    <div className="flex min-h-dvh flex-col bg-hero pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]">
      <main
        ref={main}
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:py-12"
      >
        <div className="w-full max-w-md">
          <Card elevation="high">
            <CardContent size="lg" className="flex flex-col gap-6">
              {/* Without a logo, BrandLogo writes the title itself: the line below would repeat it. */}
              {brand.logo ? <BrandLogo size="lg" className="self-start" /> : null}
              <PageHeading
                before={<p className="font-heading text-lg font-semibold text-foreground">{brandTitle}</p>}
                title={t`This programme is paused`}
                intro={t`This programme is suspended. Your account and everything in it are kept; contact your programme’s support to find out more.`}
              />
              {supportEmail ? (
                <p className="text-base text-foreground">
                  <Trans>
                    Write to {brandTitle} support at{' '}
                    <a
                      href={`mailto:${supportEmail}`}
                      className="font-medium underline underline-offset-4 hover:text-primary"
                    >
                      {supportEmail}
                    </a>
                    .
                  </Trans>
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
