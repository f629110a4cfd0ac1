import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface ModalDialogProps {
  open: boolean;
  /** Called when the member closes it (Escape, or a Cancel that calls it). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** `alertdialog` for a question that interrupts the member and wants an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about, read with its title. */
  describedBy?: string;
}

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener; `open` drives showModal()/close().
 */
export function ModalDialog({ open, onClose, title, children, className, role, describedBy }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => {
        if (open) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-border bg-surface p-0 text-foreground backdrop:bg-black/50',
        className,
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
