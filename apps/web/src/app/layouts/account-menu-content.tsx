import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { href } from '../../navigation/paths';
import { signOut } from '../../session/sign-out';
import { getDisplayName } from '../../session/use-current-user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { toast } from '../../ui/use-toast';
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
 * The avatar button and its menu: Profile and Log out (Radix: arrow keys,
 * Escape, typeahead). Non-modal: a modal menu injects a <style> element to
 * lock scrolling, which the production CSP (style-src 'self') refuses.
 */
export function AccountMenuContent({ user, defaultOpen = false, shouldFocusTrigger = false }: AccountMenuContentProps) {
  const navigate = useNavigate();
  const name = getDisplayName(user);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [shouldFocusTrigger, defaultOpen]);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} aria-label="Account menu" className={AVATAR_BUTTON_CLASS}>
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
        <DropdownMenuItem onSelect={() => void navigate(href('profile'))}>Profile</DropdownMenuItem>
        <DropdownMenuItem
          onSelect={async () => {
            await signOut();
            await navigate(href('login'), { replace: true });
            toast({ title: 'Signed out', description: 'You have signed out of the portal.', variant: 'success' });
          }}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
