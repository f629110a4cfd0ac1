/**
 * The inline start-up script of a page with a static shell (allowed by its CSP hash), in place of the
 * app's entry script, preloads and stylesheet link:
 * - it hands the shell over to the app: what the visitor typed, the focus and caret and a submit carry
 *   over to the app's fields of the same id when React replaces the shell;
 * - once the page's first contentful paint is on screen (else after the first frame, at the latest a
 *   second later; at once in a hidden page, which paints nothing) it adds the app stylesheet and the
 *   route's preloads and imports the entry, all in parallel. No app code or style is fetched or run
 *   ahead of the paint: on a slow phone, running it first would hold the paint back.
 * The start-up order from there is the app's own (apps/web/src/app/start.tsx).
 */
export const FIRST_PAINT_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  // What the visitor does in the shell carries over to the app's screen, which replaces it with the
  // same fields (by id): what they typed, where the caret is, and a submit (held until then).
  const shell = document.querySelector('[data-first-paint]');
  const root = document.getElementById('root');
  if (shell && root) {
    let focused;
    let submitted;
    shell.addEventListener('focusin', (event) => (focused = event.target));
    shell.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = [...shell.querySelectorAll('form')].indexOf(event.target);
    });
    const handOver = new MutationObserver(() => {
      if (shell.isConnected) return;
      handOver.disconnect();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      for (const field of shell.querySelectorAll('input[id]')) {
        const next = document.getElementById(field.id);
        if (!field.value || !(next instanceof HTMLInputElement) || next.value) continue;
        setValue.call(next, field.value); // as typed, so React's onChange sees it
        next.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const next = focused?.id && document.getElementById(focused.id);
      if (next && (!document.activeElement || document.activeElement === document.body)) {
        next.focus();
        try {
          if (typeof focused.selectionStart === 'number') next.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          // a field without a caret
        }
      }
      if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit();
    });
    handOver.observe(root, { childList: true });
  }
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
  else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_list, observer) => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint' });
    setTimeout(start, 1000);
  } else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
})();`;
