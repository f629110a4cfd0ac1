/*
 * The page brings the brand's look: the server inlines the brand's theme (its `--brand-*` custom
 * properties) and the shell's critical rules, and links the app stylesheet without blocking the paint.
 */

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
