import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '@/navigation/link';
import { href } from '@/navigation/paths';
import { cn } from '@/ui/cn';

const ITEMS = [
  { to: href('home'), label: msg`Home`, icon: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: href('articles'), label: msg`Articles`, icon: 'M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5' },
  { to: href('videos'), label: msg`Videos`, icon: 'M4 6h11v12H4zM15 10l5-3v10l-5-3' },
  {
    to: href('rewards'),
    label: msg`Rewards`,
    icon: 'M12 3l2.6 5.8 6.4.6-4.8 4.3 1.4 6.3L12 16.8 6.4 20l1.4-6.3L3 9.4l6.4-.6z',
  },
] as const;

export interface DashboardNavigationProps {
  onNavigate?: () => void;
  /** Distinguishes the drawer's copy from the sidebar's for assistive technology. */
  label?: string;
}

/** The sidebar links; the current one is marked with aria-current, weight and a bar, not colour alone. */
export function DashboardNavigation({ onNavigate, label }: DashboardNavigationProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={label ?? t`Main navigation`} data-tour="navigation">
      <ul className="flex flex-col gap-1">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'relative flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-active/60',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isActive &&
                    'bg-sidebar-active font-semibold before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-primary',
                )
              }
            >
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
                aria-hidden="true"
                className="size-5 shrink-0"
              >
                <path d={item.icon} />
              </svg>
              {i18n._(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
