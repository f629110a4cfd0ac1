// Compares the server's static first paint of a page with the screen React renders in its place: the
// same boxes, to the pixel, or the take-over would shift the layout (CLS). The shell is read with
// JavaScript off (the page exactly as first painted: critical CSS, no app), the app's screen once it
// has replaced the shell.

/** Elements of the login page, by selectors that match the same element in both. */
export const LOGIN_ELEMENTS = [
  '#main-content',
  '#main-content > div > div',
  '#main-content a[href="/"]',
  '#main-content h1',
  '#main-content header p',
  '#main-content form',
  'label[for="login-email"]',
  '#login-email',
  'label[for="login-password"]',
  '#login-password',
  '#main-content a[href="/forgot-password"]',
  '#main-content form button[type="submit"]',
  'footer nav',
  'footer [role="group"]',
];

async function boxes(page, selectors) {
  return page.evaluate((list) => {
    const found = {};
    for (const selector of list) {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      found[selector] = box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 10) / 10) : null;
    }
    return found;
  }, selectors);
}

const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];

/**
 * The elements whose box differs between the shell and the app, at each viewport and in each language
 * (the `portal_locale` cookie); an empty list when the app takes over without moving anything.
 */
export async function compareFirstPaint(
  browser,
  url,
  { selectors = LOGIN_ELEMENTS, viewports = VIEWPORTS, locales = ['en', 'es'] } = {},
) {
  const differences = [];
  for (const locale of locales) {
    for (const viewport of viewports) {
      differences.push(...(await compareAt(browser, url, { selectors, viewport, locale })));
    }
  }
  return differences;
}

async function compareAt(browser, url, { selectors, viewport, locale }) {
  const differences = [];
  const label = `${locale} ${viewport.width}px`;
  const staticContext = await browser.newContext({ viewport, javaScriptEnabled: false });
  const appContext = await browser.newContext({ viewport });
  const cookie = { name: 'portal_locale', value: locale, url };
  await staticContext.addCookies([cookie]);
  await appContext.addCookies([cookie]);
  try {
    const shellPage = await staticContext.newPage();
    await shellPage.goto(url, { waitUntil: 'load' });
    const hasShell = await shellPage.evaluate(() => document.querySelector('[data-first-paint]') !== null);
    if (!hasShell) return [`${label}: the server sent no shell`];
    const shell = await boxes(shellPage, selectors);
    const appPage = await appContext.newPage();
    await appPage.goto(url, { waitUntil: 'load' });
    // The app starts when the visitor starts to use the page (first-paint-script.ts): a mouse moving
    // changes nothing on screen.
    await appPage.mouse.move(1, 1);
    await appPage.waitForFunction(
      () => document.querySelector('[data-first-paint]') === null && document.querySelector('#main-content h1'),
    );
    await appPage.evaluate(() => document.fonts.ready);
    const app = await boxes(appPage, selectors);
    for (const selector of selectors) {
      const [a, b] = [JSON.stringify(shell[selector]), JSON.stringify(app[selector])];
      if (a !== b) differences.push(`${label} ${selector}: shell ${a}, app ${b}`);
    }
  } finally {
    await staticContext.close();
    await appContext.close();
  }
  return differences;
}
