import type { AnchorHTMLAttributes, Ref } from 'react';
import { createPath } from '@/navigation/router/history';
import { useLocation, useNavigate, useResolvedPath } from '@/navigation/router/hooks';
import type { To } from '@/navigation/router/hooks';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry of the history instead of adding one (as a link to where the member is does). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a screen of the app: a real address (open in a new tab, copy), and a plain click goes there
 * in place. A link to where the member already is replaces the entry, so Back still leaves the screen.
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = createPath(useResolvedPath(to));
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        const isPlainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
        if (event.defaultPrevented || !isPlainClick || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? createPath(location) === href, state });
      }}
    />
  );
}

/** Whether the member is at `target` or below it (`/admin` is current on `/admin/members`), as a navigation menu's link decides. */
export function isCurrentPath(pathname: string, target: string): boolean {
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  const end = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.startsWith(there) && here.charAt(end) === '/';
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A navigation menu's link: `aria-current="page"` and `className`'s active look where the member is. */
export function NavLink({ to, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isCurrentPath(pathname, useResolvedPath(to).pathname);
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
