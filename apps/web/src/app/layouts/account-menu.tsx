import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import type { TCurrentUserResponse } from '@portal/contracts/accounts';
import { AvatarFace } from './avatar-face';

// Radix's menu (with Floating UI) is ~30 KB gzipped: it loads when the member
// reaches for the avatar (hover, focus or click), not with the dashboard.
const loadMenu = () => import('./account-menu-content');
let menuModule: ReturnType<typeof loadMenu> | undefined;
const preloadMenu = () => (menuModule ??= loadMenu());
const AccountMenuContent = lazy(() => preloadMenu().then((module) => ({ default: module.AccountMenuContent })));

// Kept in sync with AVATAR_BUTTON_CLASS (not imported: that would load the menu module).
const BUTTON_CLASS =
  'flex size-11 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

type Stage = { kind: 'placeholder' } | { kind: 'menu'; isOpen: boolean; shouldFocus: boolean };

/** The avatar button, named "Account menu"; the Radix menu behind it loads on first approach. */
export function AccountMenu({ user }: { user: TCurrentUserResponse | undefined }) {
  const { t } = useLingui();
  const [stage, setStage] = useState<Stage>({ kind: 'placeholder' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A press focuses the button before its click: if the menu replaced the button in between, the click
  // would land on neither and the menu would stay shut. A press leaves the switch to the click.
  const isPressedRef = useRef(false);

  const placeholder = (
    <button
      ref={buttonRef}
      type="button"
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={BUTTON_CLASS}
      onPointerEnter={() => void preloadMenu()}
      onPointerDown={() => {
        isPressedRef.current = true;
      }}
      onFocus={() =>
        void preloadMenu().then(() => {
          if (isPressedRef.current) return;
          setStage((current) =>
            current.kind === 'menu'
              ? current
              : { kind: 'menu', isOpen: false, shouldFocus: document.activeElement === buttonRef.current },
          );
        })
      }
      onClick={() => setStage({ kind: 'menu', isOpen: true, shouldFocus: true })}
    >
      <AvatarFace user={user} />
    </button>
  );

  if (stage.kind === 'placeholder') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuContent user={user} defaultOpen={stage.isOpen} shouldFocusTrigger={stage.shouldFocus} />
    </Suspense>
  );
}
