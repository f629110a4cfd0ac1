import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';
import { inAppBrowserUrl } from './in-app-browser';

const here = { href: 'http://attentive.localhost/dashboard/home', origin: 'http://attentive.localhost' };

function anchor(href: string, target?: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  if (target) link.target = target;
  return link;
}

describe('which links open in the in-app browser', () => {
  it('takes links to other sites, and app pages meant for a new tab (at the portal’s address)', () => {
    expect(inAppBrowserUrl(anchor('https://www.mayoclinic.org/asthma'), here)).toBe(
      'https://www.mayoclinic.org/asthma',
    );
    expect(inAppBrowserUrl(anchor('http://attentive.localhost/privacy-policy', '_blank'), here)).toBe(
      'http://attentive.localhost/privacy-policy',
    );
  });

  it('leaves app links, mail, phone and other schemes to the WebView', () => {
    expect(inAppBrowserUrl(anchor('http://attentive.localhost/dashboard/articles'), here)).toBeNull();
    expect(inAppBrowserUrl(anchor('mailto:help@attentive.test'), here)).toBeNull();
    expect(inAppBrowserUrl(anchor('tel:+15550100'), here)).toBeNull();
  });
});

describe('external links in the native shell', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => removeSimulatedBridge());

  it('opens a click on an external link with the Browser plugin instead of leaving the app', async () => {
    const shell = installSimulatedBridge();
    const { openLinksInAppBrowser } = await import('./in-app-browser');
    const stop = openLinksInAppBrowser();
    const link = anchor('https://www.mayoclinic.org/asthma', '_blank');
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(
      () =>
        expect(callsTo(shell, 'Browser', 'open')).toEqual([
          { plugin: 'Browser', method: 'open', options: { url: 'https://www.mayoclinic.org/asthma' } },
        ]),
      { timeout: 5_000 },
    );

    // A link a component handles itself is left to it.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    stop();
    link.remove();
    expect(callsTo(shell, 'Browser', 'open')).toHaveLength(1);
  });
});
