import { useNavigate } from 'react-router';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { getDisplayName, getInitials } from '../../session/use-current-user';
import { signOut } from '../../session/sign-out';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { toast } from '../../ui/use-toast';
import { href } from '../paths';

/** The avatar button and its menu: Profile and Log out (Radix: arrow keys, Escape, typeahead). */
export function AccountMenu({ user }: { user: TCurrentUserResponse | undefined }) {
  const navigate = useNavigate();
  const name = getDisplayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex size-11 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">{getInitials(user)}</span>
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
