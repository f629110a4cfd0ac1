import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
import type { To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry of the history instead of adding one (as a link to where the member is does). */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a screen of the app: a real address (open in a new tab, copy), and a plain click goes there
 * in place. Built from React Router's own parts for custom links: its `<Link>` brings its framework mode's
 * prefetching and form code to every page (3.5 KB gzipped of the login budget), which the app never uses.
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const goThere = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) goThere(event);
      }}
    />
  );
}

/** Whether the member is at `target` or below it (`/admin` is current on `/admin/members`), as React Router's NavLink decides. */
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
