import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_LOCALE_NAMES, APP_LOCALES, isAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@/navigation/router/hooks';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { chooseLanguage } from '@/i18n/choose-language';
import { href } from '@/navigation/paths';
import { saveMemberLanguage } from '@/session/save-member-language';
import { signOut } from '@/session/sign-out';
import { getDisplayName } from '@/session/use-current-user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { toast } from '@/ui/use-toast';
import { AvatarFace } from './avatar-face';

export const AVATAR_BUTTON_CLASS =
  'flex size-11 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export interface AccountMenuContentProps {
  user: TCurrentUserResponse | undefined;
  /** Opened by the click that loaded this module. */
  defaultOpen?: boolean;
  /** Takes over focus from the placeholder button it replaces. */
  shouldFocusTrigger?: boolean;
}

/**
 * The avatar button and its menu: Profile, the Admin console (admins and editors), the language and Log out (Radix: arrow keys,
 * Escape, typeahead). Non-modal: a modal menu injects a <style> element to
 * lock scrolling, which the production CSP (style-src 'self') refuses.
 */
export function AccountMenuContent({ user, defaultOpen = false, shouldFocusTrigger = false }: AccountMenuContentProps) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const name = getDisplayName(user);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [shouldFocusTrigger, defaultOpen]);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} aria-label={t`Account menu`} className={AVATAR_BUTTON_CLASS}>
        <AvatarFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {name ? (
          <>
            <DropdownMenuLabel>
              <span className="block font-semibold">{name}</span>
              {user ? <span className="block truncate text-muted-foreground">{user.account.email}</span> : null}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={() => void navigate(href('profile'))}>
          <Trans>Profile</Trans>
        </DropdownMenuItem>
        {user && (user.account.role === 'admin' || user.account.role === 'editor') ? (
          <DropdownMenuItem onSelect={() => void navigate(href('admin'))}>
            <Trans>Admin console</Trans>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuLabel id="account-menu-language" className="text-muted-foreground">
          <Trans>Language</Trans>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="account-menu-language"
          value={i18n.locale}
          onValueChange={(value) => {
            if (isAppLocale(value) && value !== i18n.locale) void switchLanguage(value, i18n);
          }}
        >
          {APP_LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {APP_LOCALE_NAMES[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            await signOut();
            await navigate(href('login'), { replace: true });
            toast({ title: t`Signed out`, description: t`You have signed out of the portal.`, variant: 'success' });
          }}
        >
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Shows the portal in `locale` on this device and saves it to the member's
 * profile; a failed save keeps the switch here and says so.
 */
async function switchLanguage(locale: TAppLocale, i18n: I18n): Promise<void> {
  const [shown, saved] = await Promise.allSettled([chooseLanguage(locale), saveMemberLanguage(locale)]);
  if (shown.status === 'rejected') console.error('Switching the language failed', shown.reason);
  if (saved.status === 'rejected') {
    toast({
      variant: 'destructive',
      title: i18n._(msg`We couldn't save your language`),
      description: i18n._(msg`The portal shows it on this device; try again later to keep it everywhere.`),
    });
  }
}
