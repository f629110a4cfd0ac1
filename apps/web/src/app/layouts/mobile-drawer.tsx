import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface MobileDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar as a modal drawer below the md breakpoint. A native <dialog>
 * opened with showModal() traps focus, makes the page behind inert, closes on
 * Escape and returns focus to the menu button.
 */
export function MobileDrawer({ id, isOpen, onClose, children }: MobileDrawerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={t`Menu`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-sidebar p-0 text-sidebar-foreground shadow-xl backdrop:bg-black/40 md:hidden"
    >
      <div className="flex h-full flex-col gap-4 p-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-[calc(1rem+env(safe-area-inset-bottom))] pl-[calc(1rem+env(safe-area-inset-left))]">
        <div className="flex justify-end">
          <button
            type="button"
            aria-label={t`Close menu`}
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-md text-lg text-sidebar-foreground hover:bg-sidebar-active/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
