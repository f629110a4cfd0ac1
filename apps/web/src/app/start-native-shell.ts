import type { TAppBrand } from '@portal/contracts/runtime-config';
import { navigateBackInApp, navigateInApp } from '../navigation/app-navigator';
import { appNavigationHistory } from '../navigation/navigation-history';
import type { NavigationHistory } from '../navigation/navigation-history';
import { openLinksInAppBrowser, portalOrigin } from '../platform/in-app-browser';
import { withNativePlugin } from '../platform/native-plugins';
import { getNativePlatformName } from '../platform/native-platform';
import { hydrateSecureSession } from '../platform/secure-session';
import { DEVICE_PROOFS_KEY } from '../session/device-proofs';
import { onSignedIn } from '../session/sign-in';
import { beforeSignOut } from '../session/sign-out';
import { STORAGE_KEYS } from '../session/storage';
import { registerDeviceWithServer, removeDeviceFromServer, startPushNotifications } from './start-push-notifications';

/**
 * The native shell's start-up (loaded only when the Capacitor bridge says the app is native): the native
 * adapters (platform/) wired to the session, the router and the API. Each step stands alone: a plugin
 * that is missing or fails is logged and the others go on.
 */

/**
 * Before anything reads the session: the auth record, from secure storage into memory; and the
 * phone's push registration follows the member in (at every sign-in) and out (before the session goes).
 */
export function prepareNativeShell(): Promise<void> {
  onSignedIn(() => void registerDeviceWithServer());
  beforeSignOut(removeDeviceFromServer);
  return hydrateSecureSession([...Object.values(STORAGE_KEYS), DEVICE_PROOFS_KEY]);
}

/** `Swift.LOCALHOST:8080` → `swift.localhost` (an IPv6 literal keeps its brackets). */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/**
 * True when `host` is one of the brand's own: its build's page names them (the hosts the server answers
 * for the brand). A brand whose build names none (the neutral build) has none.
 */
export function isBrandHost(brand: TAppBrand, host: string): boolean {
  const hostname = hostnameOf(host);
  const { exact = [], contains = [] } = brand.hosts ?? {};
  return exact.includes(hostname) || contains.some((fragment) => hostname.includes(fragment));
}

/**
 * The app path a link opens (`/confirm-invitation?token=…`), or null when the link is not the
 * brand's: only http(s) addresses on the brand's own hosts, the portal's or the app's own are routed
 * in the app. An unknown path is still routed: the app shows its not-found page.
 */
export function deepLinkPath(
  url: string,
  brand: TAppBrand,
  here: Pick<Location, 'host' | 'href'> = window.location,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const isOurs = parsed.host === here.host || parsed.origin === portalOrigin(here) || isBrandHost(brand, parsed.host);
  return isOurs ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

/** Routes a deep link inside the app; one to where the app already is (a launch link seen twice) is ignored. */
export function openDeepLink(url: string, brand: TAppBrand): void {
  const path = deepLinkPath(url, brand);
  if (path === null) {
    console.warn('Ignoring a link that is not one of this app’s addresses');
    return;
  }
  const { pathname, search, hash } = window.location;
  if (path !== `${pathname}${search}${hash}`) navigateInApp(path);
}

/**
 * Android's back button: closes an open dialog (the menu drawer), else walks back through the app's
 * navigation history, and leaves the app from its root (no entry behind).
 */
export function handleBackButton(history: NavigationHistory = appNavigationHistory): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (dialog) {
    dialog.close();
    return;
  }
  if (history.getState().index > 0) navigateBackInApp();
  else void withNativePlugin('App', 'leave the app', ({ App }) => App.exitApp());
}

/** Relative luminance of a `#rrggbb` colour (WCAG), 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The status bar in the brand's colour, its text light on a dark colour and dark on a light one. */
export function colourStatusBar(brand: TAppBrand): Promise<unknown> {
  return withNativePlugin('StatusBar', 'colour the status bar', async ({ StatusBar, Style }) => {
    const isDark = /^#[0-9a-f]{6}$/i.test(brand.themeColor) && luminance(brand.themeColor) < 0.4;
    await StatusBar.setStyle({ style: isDark ? Style.Dark : Style.Light });
    // Android only: iOS draws the page under a transparent bar (the layouts keep clear of it).
    if (getNativePlatformName() === 'android') await StatusBar.setBackgroundColor({ color: brand.themeColor });
  });
}

/**
 * After mount (routing is ready): the splash screen goes, the status bar takes the brand's colour,
 * the back button, deep links and external links are handled, and push notifications start.
 */
export async function startNativeShell(brand: TAppBrand): Promise<void> {
  await withNativePlugin('SplashScreen', 'hide the splash screen', ({ SplashScreen }) => SplashScreen.hide());
  openLinksInAppBrowser();
  await Promise.all([
    colourStatusBar(brand),
    withNativePlugin('App', 'listen for the back button and links', async ({ App: app }) => {
      await app.addListener('backButton', () => handleBackButton());
      await app.addListener('appUrlOpen', ({ url }) => openDeepLink(url, brand));
      // A link that launched the app (Android hands it over here rather than as an event).
      const launch = await app.getLaunchUrl();
      if (launch?.url) openDeepLink(launch.url, brand);
    }),
    startPushNotifications(),
  ]);
}
