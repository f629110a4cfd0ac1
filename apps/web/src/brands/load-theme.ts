import type { BrandKey } from '@portal/contracts/brands';

// One lazy chunk per brand stylesheet; only the current brand's is ever fetched.
const themes = import.meta.glob('./themes/*.css');

/**
 * Loads the brand's theme (CSS custom properties on :root). A brand without a
 * theme file, or a theme that fails to load, keeps the neutral defaults of
 * the app stylesheet rather than blocking start-up.
 */
export async function loadBrandTheme(key: BrandKey, loaders: Record<string, () => Promise<unknown>> = themes) {
  const load = loaders[`./themes/${key}.css`];
  if (!load) return false;
  try {
    await load();
    return true;
  } catch (error) {
    console.error(`The ${key} theme could not be loaded; using the default look.`, error);
    return false;
  }
}
