import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { TAppBrand } from '@portal/contracts/runtime-config';
import { isProgrammeSuspended } from '../api/programme-suspension';
import { getCurrentBrand } from '../brands/current-brand';
import { applyDeferredStylesheets } from '../brands/page-styles';
import { activateLocale, i18n, loadValidationMessages } from '../i18n/i18n';
import { chooseLocale, readLocaleChoice } from '../i18n/locale-choice';
import { isNativePlatform } from '../platform/platform';
import { App } from './app';
import { readStoredMemberLanguage } from '../session/storage';
import { SuspensionGate } from '../screens/suspended/suspension-gate';
import { whenIdle } from '../ui/use-idle';
import { prefetchInitialRouteData, prepareInitialRoute } from './initial-route';
import { connectClientsToSession } from './start-clients';

/** The page icon from the brand favicon and the page title from the brand title. */
export function applyBrandToDocument(brand: TAppBrand, doc: Document = document): void {
  doc.title = brand.title;
  if (!brand.favicon) return;
  let icon = doc.querySelector<HTMLLinkElement>('link#favicon');
  if (!icon) {
    icon = doc.createElement('link');
    icon.id = 'favicon';
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;
}

export interface StartDependencies {
  brand: TAppBrand;
  /** Resolves once the stylesheets the page deferred have loaded (the brand's theme is in the page). */
  applyStyles: () => Promise<unknown>;
  /** Chooses the language and loads its common messages; called first, so route catalogs load in it. */
  prepareLocale: () => Promise<unknown>;
  /** Resolves when routing is ready: the first address guarded and its route code loaded. */
  prepareRouting: () => Promise<unknown>;
  /** Called once the language is active: asks for the first screen's data (AppRoute.prefetchData). */
  prepareData: () => Promise<unknown>;
  mount: () => void;
  /** Work that waits until the first screen is up and the browser is idle. */
  afterStart: () => void;
  isNative: boolean;
  /**
   * The page says the programme is suspended: its page shows without routing or asking for data (the API
   * refuses the programme meanwhile).
   */
  isSuspended: boolean;
  /** Native only, before anything else: the stored session read from secure storage. */
  prepareNative: () => Promise<unknown>;
  /** Native only, once mounted: splash screen, status bar, back button, links, push notifications. */
  startNative: (brand: TAppBrand) => Promise<unknown>;
}

/**
 * How long a first load waits for its screen's data before it mounts anyway: the screen then shows its
 * own loading states. In practice the data comes with the code (both start at once).
 */
export const INITIAL_DATA_WAIT_MS = 1500;

/** Resolves with `promise` or after `ms`, whichever comes first. */
function withinTime(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The native shell's code, loaded only in the shell: the browser never downloads it. */
const loadNativeShell = () => import('./start-native-shell');

function mountApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // a slow phone's main thread for the whole screen (about 90 ms here for Home, four times that on a
  // phone): a tap or a scroll in the meantime is answered.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SuspensionGate>
            <App />
          </SuspensionGate>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

/**
 * Start-up in the order docs/product.md gives: read the page's brand and apply its deferred stylesheets (the
 * theme is in the page), load the language's messages, wait until routing is ready (the first address guarded and its route code loaded, and its
 * data asked for: INITIAL_DATA_WAIT_MS at most), mount, then set the favicon and title. The native shell
 * reads the stored session from secure storage first, and once mounted hides its splash screen and asks
 * for push permission (start-native-shell.ts). A suspended programme's page mounts its suspension page alone.
 */
export async function startApp(overrides: Partial<StartDependencies> = {}): Promise<void> {
  // Before anything can call the API: its signed-in calls read the session's token.
  connectClientsToSession();
  const deps: StartDependencies = {
    brand: getCurrentBrand(),
    applyStyles: () => applyDeferredStylesheets(),
    prepareLocale: () =>
      activateLocale(
        chooseLocale({
          memberLanguage: readStoredMemberLanguage(),
          deviceChoice: readLocaleChoice(),
          browserLanguages: navigator.languages,
        }),
      ),
    prepareRouting: () => prepareInitialRoute(),
    prepareData: () => prefetchInitialRouteData(),
    mount: mountApp,
    afterStart: () =>
      whenIdle(() => {
        loadValidationMessages().catch((error: unknown) => console.error(error));
      }),
    isNative: isNativePlatform(),
    isSuspended: isProgrammeSuspended(),
    prepareNative: () => loadNativeShell().then((shell) => shell.prepareNativeShell()),
    startNative: (brand) => loadNativeShell().then((shell) => shell.startNativeShell(brand)),
    ...overrides,
  };
  const { brand } = deps;
  document.documentElement.dataset.brand = brand.key;
  const styles = deps.applyStyles();
  if (deps.isNative) {
    // The guard and the language read the session: it must be in memory first. A failure starts signed out.
    await deps.prepareNative().catch((error: unknown) => console.error('The native shell could not start', error));
  }
  const locale = deps.prepareLocale();
  // A suspended programme's one page needs only its words: no route, no data.
  const routing = deps.isSuspended ? Promise.resolve() : deps.prepareRouting();
  // The first screen lays out once, with its data, unless the data is slow to come.
  const data = deps.isSuspended
    ? Promise.resolve()
    : locale.then(() => withinTime(deps.prepareData(), INITIAL_DATA_WAIT_MS)).catch(() => undefined);
  await Promise.all([styles, locale, routing, data]);
  deps.mount();
  applyBrandToDocument(brand);
  deps.afterStart();
  if (deps.isNative) {
    deps.startNative(brand).catch((error: unknown) => console.error('The native shell could not start', error));
  }
}
