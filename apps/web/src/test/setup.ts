import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { i18n } from '../i18n/i18n';
import { activateTestLocale } from './i18n';

// A message the catalogs lack would show its id to a member: run `npx lingui extract` in apps/web.
const missingMessages: string[] = [];
i18n.on('missing', ({ id, locale }) => missingMessages.push(`${locale}: ${id}`));

beforeEach(() => {
  activateTestLocale('en');
});

// Lazy routes load their chunks on first render; on a loaded 2-core machine that can take more than
// Testing Library's default 1 s, so `findBy…` and `waitFor` wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const missing = missingMessages.splice(0);
  expect(missing, 'messages missing from the catalogs (run `npx lingui extract` in apps/web)').toEqual([]);
});

// jsdom has <dialog> but not its methods: just enough for components that open one modally.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no PointerEvent, so fireEvent.pointer* would drop clientX and pointerId.
if (typeof globalThis.PointerEvent === 'undefined' && typeof MouseEvent !== 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  globalThis.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}
