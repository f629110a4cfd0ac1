import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@/navigation/router/routes';
import { NavLink } from '@/navigation/link';
import type { AdminSectionEntry } from '@/navigation/admin-sections';
import { cn } from '@/ui/cn';
import { CONSOLE_SECTIONS } from './sections';

/**
 * The admin console inside the dashboard layout: the section menu the role may see (links: Tab and
 * Enter, the current one marked with aria-current and weight, not colour alone; it wraps at 360 px),
 * then the section's screen with its own heading. The gate decides which sections those are.
 */
export function AdminLayout({ sections }: { sections: readonly AdminSectionEntry[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 border-b border-border pb-3">
        <p className="text-sm font-semibold text-muted-foreground">
          <Trans>Admin console</Trans>
        </p>
        <nav aria-label={t`Admin console sections`}>
          <ul className="flex flex-wrap gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink
                  to={section.path}
                  className={({ isActive }) =>
                    cn(
                      'flex h-11 items-center rounded-md px-3 text-sm font-medium text-foreground hover:bg-surface-muted',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      isActive && 'bg-surface-muted font-semibold underline decoration-2 underline-offset-8',
                    )
                  }
                >
                  {i18n._(CONSOLE_SECTIONS[section.id].label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
