import { useLingui } from '@lingui/react/macro';
import { APP_LOCALE_NAMES, APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { chooseLanguage } from '@/i18n/choose-language';
import { cn } from '@/ui/cn';

export interface LanguageSwitchProps {
  className?: string;
  /** Called after the portal shows the chosen language. */
  onChosen?: (locale: TAppLocale) => void;
}

/**
 * The visitor's language switch: each language named in itself (with its own
 * `lang`), the one on screen pressed. Buttons of a fixed size, so switching
 * never moves the page.
 */
export function LanguageSwitch({ className, onChosen }: LanguageSwitchProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} className={cn('flex items-center gap-1', className)}>
      {APP_LOCALES.map((locale) => {
        const isCurrent = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={isCurrent}
            onClick={() => {
              if (isCurrent) return;
              chooseLanguage(locale).then(
                () => onChosen?.(locale),
                (error: unknown) => console.error('Switching the language failed', error),
              );
            }}
            className={cn(
              'min-h-11 rounded-md px-2 underline-offset-4 hover:text-foreground hover:underline',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              isCurrent && 'font-semibold text-foreground',
            )}
          >
            {APP_LOCALE_NAMES[locale]}
          </button>
        );
      })}
    </div>
  );
}
