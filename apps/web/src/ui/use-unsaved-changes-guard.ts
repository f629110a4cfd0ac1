import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { i18n } from '@/i18n/i18n';

const UNSAVED_CHANGES = msg`You have unsaved changes. Leave without saving them?`;

/**
 * Warns before unsaved edits are lost, from now until the returned function is called. The app's router
 * blocks no navigation (there is no `useBlocker`), so this covers the two ways out that matter: reloads
 * and tab closes (`beforeunload`, the browser's own prompt), and in-app links anywhere on the page (the
 * sidebar, our Cancel and back links), by checking clicks on same-origin links in the capture phase and
 * asking `confirm` before the router sees them. The browser's own Back button is not covered (that would
 * need the router to hold back a pop).
 */
export function watchUnsavedChanges(message: string = i18n._(UNSAVED_CHANGES)): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab keeps this one
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(target instanceof HTMLAnchorElement)) return;
    if (target.target && target.target !== '_self') return;
    if (target.hasAttribute('data-skip-unsaved-guard')) return;
    const url = new URL(target.href, window.location.href);
    if (url.origin !== window.location.origin) return; // leaving the site: beforeunload asks
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    if (!window.confirm(message)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onClick, true);
  };
}

/** `watchUnsavedChanges` while `isDirty` (an upload under way, edits not yet saved). */
export function useUnsavedChangesGuard(isDirty: boolean, customMessage?: string): void {
  const { i18n: active } = useLingui();
  const message = customMessage ?? active._(UNSAVED_CHANGES);
  useEffect(() => (isDirty ? watchUnsavedChanges(message) : undefined), [isDirty, message]);
}
