import { useLocation } from '@/navigation/router/hooks';
import { Navigate, Outlet } from '@/navigation/router/routes';
import { guardRedirectFor } from './guard-redirect';

/**
 * The route guard on every navigation after the first (start-up applies it
 * before mount): a screen the session may not see is never rendered; the
 * address is replaced by the guard's target instead.
 */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const target = guardRedirectFor(pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
