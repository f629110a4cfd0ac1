/**
 * Starts the app once the browser has painted the server's first paint. A page with a static shell
 * carries this inline script (allowed by its CSP hash) instead of the app's entry script and preloads:
 * once the page's first contentful paint is on screen it adds the route's preloads and the app
 * stylesheet and imports the entry, all in parallel, so no app code or style is fetched or run ahead
 * of the paint (on a slow phone, running it first would hold the paint back). The start-up order is the app's own (apps/web/src/app/start.tsx).
 */
export const FIRST_PAINT_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  const preloads = JSON.parse(data.preload || '[]');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (attributes) => {
      const link = Object.assign(document.createElement('link'), { crossOrigin: '' }, attributes);
      document.head.append(link);
      return link;
    };
    // Applied by the app before it mounts (apps/web/src/brands/load-theme.ts).
    if (data.style) add({ rel: 'stylesheet', href: data.style, media: 'print' }).dataset.deferredStyle = '';
    for (const href of preloads) add({ rel: 'modulepreload', href });
    import(data.app).catch((error) => console.error('The app could not start', error));
  };
  // After the first contentful paint is on screen; where the browser does not report it, after the
  // first frame; at once in a hidden page, which paints nothing.
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState === 'hidden' || painted()) start();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_list, observer) => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint' });
    setTimeout(start, 1000);
  } else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
})();`;
