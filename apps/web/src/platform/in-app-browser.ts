import { getRuntimeConfig } from './runtime-config';
import { withNativePlugin } from './native-plugins';

/**
 * The portal's web address: where its services answer. In the shell the app's own origin may be the
 * WebView's local one, which no browser can open; the services' origin is the portal's.
 */
export function portalOrigin(here: Pick<Location, 'href'> = window.location): string {
  return new URL(getRuntimeConfig().services.auth, here.href).origin;
}

/** Opens a web address in the in-app browser (Chrome Custom Tabs, SFSafariViewController). */
export function openInAppBrowser(url: string): Promise<unknown> {
  return withNativePlugin('Browser', 'open a link in the in-app browser', ({ Browser }) => Browser.open({ url }));
}

/**
 * Where a link should open in the in-app browser, or null when the WebView handles it: http(s) links
 * to another site, or meant for a new tab (an app page, then at the portal's address).
 */
export function inAppBrowserUrl(
  anchor: HTMLAnchorElement,
  here: Pick<Location, 'href' | 'origin'> = window.location,
): string | null {
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== here.origin) return url.href;
  if (anchor.target !== '_blank') return null;
  return new URL(`${url.pathname}${url.search}${url.hash}`, portalOrigin(here)).href;
}

/**
 * In the shell, a click on an external link (or one meant for a new tab) opens the in-app browser
 * instead: the WebView has no tabs, and leaving it for another site would leave the app. Links a
 * component handles itself (it prevented the default) and modified clicks are left alone.
 */
export function openLinksInAppBrowser(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = inAppBrowserUrl(anchor);
    if (url === null) return;
    event.preventDefault();
    void openInAppBrowser(url);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
