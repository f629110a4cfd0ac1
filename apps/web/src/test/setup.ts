import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { activateTestLocale, TestI18nProvider } from './i18n';

// Every render is inside the app's I18nProvider (as App puts it), around any wrapper the test brings.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const withI18n = (Wrapper?: ComponentType<{ children: ReactNode }>) =>
    function I18nWrapper({ children }: { children: ReactNode }) {
      return createElement(TestI18nProvider, null, Wrapper ? createElement(Wrapper, null, children) : children);
    };
  return {
    ...library,
    render: ((ui: ReactNode, options?: TestingLibrary.RenderOptions) =>
      library.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.render,
    renderHook: ((hook: () => unknown, options?: TestingLibrary.RenderHookOptions<unknown>) =>
      library.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.renderHook,
  };
});

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
