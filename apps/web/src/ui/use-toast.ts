import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/** docs/product.md's limits: one toast at a time, shown for 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays mounted so its exit can play. */
const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  /** One button in the toast, e.g. "Undo"; `altText` says how else to do it (announced by screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastEntry[] = [];
let count = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  setToasts(
    toasts.map((entry) => {
      if (id !== undefined && entry.id !== id) return entry;
      scheduleRemoval(entry.id);
      return { ...entry, open: false };
    }),
  );
}

/** Shows a toast from anywhere (no hook needed); the newest replaces older ones beyond the limit. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}

/** Tests start from an empty stack. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  setToasts([]);
}
