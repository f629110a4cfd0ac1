import type { BrandKey } from '@portal/contracts/brands';

// One lazy chunk per brand stylesheet; only the current brand's is ever fetched.
const themes = import.meta.glob('./themes/*.css');

/** Marks the app stylesheet the server sent without blocking the first paint (media="print"). */
const DEFERRED_STYLE = 'link[rel="stylesheet"][data-deferred-style]';

/**
 * Applies the stylesheets the server deferred (the first paint carries their critical part inline) and
 * resolves once they are loaded, so the app mounts styled. A sheet that fails to load is applied
 * anyway: the app must still start.
 */
export function applyDeferredStylesheets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLE)];
  return Promise.all(
    links.map((link) => {
      const isLoaded = link.sheet !== null;
      const loaded = isLoaded
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          });
      return loaded.then(() => {
        link.media = 'all';
        delete link.dataset.deferredStyle;
      });
    }),
  ).then(() => undefined);
}

/**
 * Loads the brand's theme (CSS custom properties on :root) and the app stylesheet. A brand without a
 * theme file, or a theme that fails to load, keeps the neutral defaults of the app stylesheet rather
 * than blocking start-up. When the server inlined the theme in the page (`<html data-theme>`), it is
 * not fetched again.
 */
export async function loadBrandTheme(
  key: BrandKey,
  loaders: Record<string, () => Promise<unknown>> = themes,
  doc: Document = document,
) {
  const stylesheets = applyDeferredStylesheets(doc);
  if (doc.documentElement.dataset.theme === key) {
    await stylesheets;
    return true;
  }
  const load = loaders[`./themes/${key}.css`];
  if (!load) {
    await stylesheets;
    return false;
  }
  try {
    await Promise.all([load(), stylesheets]);
    return true;
  } catch (error) {
    console.error(`The ${key} theme could not be loaded; using the default look.`, error);
    return false;
  }
}
