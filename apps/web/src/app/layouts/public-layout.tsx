import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@/navigation/router/routes';
import { Link } from '@/navigation/link';
import { BrandLogo } from '@/brands/brand-logo';
import { getCurrentBrand } from '@/brands/current-brand';
import { href } from '@/navigation/paths';
import { Card, CardContent } from '@/ui/card';
import { cn } from '@/ui/cn';
import { LanguageSwitch } from './language-switch';

export interface PublicLayoutProps {
  /** Long-form public pages (privacy, questionnaire) get a wider card. */
  isWide?: boolean;
}

/**
 * Public screens: the brand's background, its logo and one card. The background runs under the native
 * shell's status bar and home indicator (viewport-fit=cover); the content keeps clear of them (safe-area
 * insets, 0 in a browser).
 */
export function PublicLayout({ isWide = false }: PublicLayoutProps) {
  const brand = getCurrentBrand();
  const brandTitle = brand.title;
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-hero pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]">
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:py-12"
      >
        <div className={cn('w-full', isWide ? 'max-w-2xl' : 'max-w-md')}>
          <Card elevation="high">
            <CardContent size="lg" className="flex flex-col gap-6">
              {/* The logo sits on the card's surface: brand backgrounds can be dark or busy. */}
              <Link to={href('root')} className="self-start rounded-md" aria-label={t`${brandTitle} home`}>
                <BrandLogo size="lg" />
              </Link>
              <Outlet />
            </CardContent>
          </Card>
        </div>
      </main>
      <footer className="flex flex-col items-center gap-2 px-4 pb-6 text-sm">
        <nav
          aria-label={t`Legal`}
          className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-lg bg-surface/90 px-4 py-2 text-muted-foreground shadow-sm"
        >
          <span>
            © {year} {brandTitle}
          </span>
          <Link to={href('privacyPolicy')} className="underline underline-offset-4 hover:text-foreground">
            <Trans>Privacy policy</Trans>
          </Link>
          <a href={`mailto:${brand.supportEmail}`} className="underline underline-offset-4 hover:text-foreground">
            <Trans>Contact support</Trans>
          </a>
        </nav>
        <LanguageSwitch className="rounded-lg bg-surface/90 px-2 text-muted-foreground shadow-sm" />
      </footer>
    </div>
  );
}
