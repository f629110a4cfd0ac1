import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { runtimeConfigElement } from './brand-fixtures';
import { restorePlainBrowser } from './fixtures';
import { registerTestLocaleHooks } from './locale-hooks';
import { server, startMswServer } from './msw-server';

// The web project runs its files one after another in each worker, sharing the modules and this jsdom
// window (no per-file isolation). This file runs again before every test file; what it sets up once
// per worker is kept on the global object. After every test it puts back what a test may have changed:
// the DOM, storage, the address, mocks and globals, MSW's handlers and the app's module-level state, so
// the next test (in this file or the next) starts as if it were the first. A test that still depends on
// what another left behind is a bug to fix where the state is kept, not a reason to isolate files.
//
// App modules are imported inside the hooks, not at the top: a test file may reload every module
// (`vi.resetModules()`), and the hooks must reach the copies its tests use. A file that asks for Node
// (`// @vitest-environment node`) gets what needs no document.

const hasDocument = typeof document !== 'undefined';

interface WorkerState {
  /** Globals and prototype methods tests replace, as the environment had them. */
  originals: Array<{ target: object; key: string; descriptor: PropertyDescriptor | undefined }>;
  /**
   * What <head> held before any test (none without a document), and the runtime config the server's
   * page for localhost carries (Attentive Health's): every test runs in a page the server rendered.
   */
  headNodes: Node[];
  /** The address jsdom opened ('' without a document). */
  href: string;
}

const worker = globalThis as typeof globalThis & { __portalTestSetup?: WorkerState };

function firstSetupOfWorker(): WorkerState {
  const state: WorkerState = {
    originals: [],
    headNodes: hasDocument ? [...document.head.childNodes, runtimeConfigElement('attentive')] : [],
    href: hasDocument ? window.location.href : '',
  };
  const patchable: Array<[object, string[]]> = [[URL, ['createObjectURL', 'revokeObjectURL']]];
  if (hasDocument) {
    patchable.push([Element.prototype, ['hasPointerCapture', 'releasePointerCapture', 'setPointerCapture']]);
    installDomShims();
  }
  for (const [target, keys] of patchable) {
    for (const key of keys)
      state.originals.push({ target, key, descriptor: Object.getOwnPropertyDescriptor(target, key) });
  }
  if (hasDocument) document.head.append(...state.headNodes.slice(document.head.childNodes.length));
  startMswServer();
  return state;
}

const state = (worker.__portalTestSetup ??= firstSetupOfWorker());

// Lazy routes load their chunks on first render; on a loaded 2-core machine that can take more than
// Testing Library's default 1 s, so `findBy…` and `waitFor` wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

registerTestLocaleHooks();

// As start-up does, the API's signed-in calls are given the session. Before each test rather than once: a file
// that reloads every module (`vi.resetModules()`) gets the copies its tests use.
beforeEach(async () => {
  const { connectClientsToSession } = await import('../app/start-clients');
  connectClientsToSession();
});

afterEach(async () => {
  cleanup();
  // What the rendered trees put in <body> went with them: anything left was appended by the test (or by
  // code outside React) and not removed. It goes now, and fails the test that left it.
  const leftInBody = hasDocument ? document.body.innerHTML : '';
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  server.resetHandlers();
  restoreGlobals();
  if (hasDocument) resetDocument();
  restorePlainBrowser();
  await resetAppState();
  expect(leftInBody, 'nodes left in <body> after the rendered trees were unmounted').toBe('');
});

/** Puts back the globals and prototype methods tests assign directly (blob URLs, pointer capture). */
function restoreGlobals(): void {
  for (const { target, key, descriptor } of state.originals) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
}

/** Storage, cookies, the address and the document (its title too) as jsdom first had them. */
function resetDocument(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== state.href) window.history.replaceState(null, '', state.href);
  const html = document.documentElement;
  for (const element of [html, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.replaceChildren();
  document.head.replaceChildren(...state.headNodes);
}

/** The app's module-level state: what one test leaves there, the next must not find. */
async function resetAppState(): Promise<void> {
  const [
    track,
    queryClient,
    toasts,
    runtimeConfig,
    currentBrand,
    appNavigator,
    history,
    sessionStore,
    signIn,
    signOut,
  ] = await Promise.all([
    import('../analytics/track'),
    import('../session/query-client'),
    import('../ui/use-toast'),
    import('../platform/runtime-config'),
    import('../brands/current-brand'),
    import('../navigation/app-navigator'),
    import('../navigation/navigation-history'),
    import('../platform/session-store'),
    import('../session/sign-in'),
    import('../session/sign-out'),
  ]);
  // The loaded queue too: its timers and page listeners stop.
  track.resetAnalyticsForTests();
  // A fetch still on its way (a retry waiting its turn) would answer into the next test.
  await queryClient.queryClient.cancelQueries();
  queryClient.queryClient.clear();
  toasts.resetToasts();
  runtimeConfig.setRuntimeConfig(undefined);
  currentBrand.setCurrentBrand(undefined);
  appNavigator.resetAppNavigatorForTests();
  history.appNavigationHistory.clear();
  // The native shell's start-up moves the session to secure storage and follows sign-ins and sign-outs.
  sessionStore.detachSecureBackingForTests();
  signIn.resetSignInForTests();
  signOut.resetSignOutTasksForTests();
}

function installDomShims(): void {
  // jsdom has <dialog> but not its methods: just enough for components that open one modally.
  if (!HTMLDialogElement.prototype.showModal) {
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
  if (typeof globalThis.PointerEvent === 'undefined') {
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
}
