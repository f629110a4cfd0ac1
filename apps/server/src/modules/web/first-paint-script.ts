/**
 * The inline start-up script of a page with a static shell (allowed by its CSP hash), in place of the
 * app's entry script, preloads and stylesheet link:
 * - it hands the shell over to the app: what the visitor typed, the focus and caret, a submit and a
 *   language chosen carry over to the app's screen when React replaces the shell (a focused button or
 *   link too, so a keyboard user's next key lands where it would have);
 * - the shell is the page until the visitor shows they are about to use it (a pointer moves or goes
 *   down, a key, a focus, a touch): then it adds the app stylesheet and the route's preloads and imports
 *   the entry, all in parallel. Until then no app code runs, so nothing competes with the paint or
 *   blocks the main thread of a slow phone; once the page has loaded and painted, the same files are
 *   fetched at low priority (prefetch), one per idle moment, so the app starts from the cache. A
 *   visitor with a stored session starts the app at once (it takes them on to the dashboard), after
 *   the first paint.
 * The start-up order from there is the app's own (apps/web/src/app/start.tsx).
 */
export const FIRST_PAINT_SCRIPT = `(() => {
  const data = document.currentScript.dataset;
  // The address of the screen shown (\`/\` shows the login page), as the app's router would set it.
  if (data.path && location.pathname !== data.path) {
    history.replaceState(history.state, '', data.path + location.search + location.hash);
  }
  // What the visitor does in the shell carries over to the app's screen, which replaces it with the
  // same fields (by id): what they typed, where the caret is, a submit (held until then), a language
  // chosen, and a press on a button or link that the swap cut short before it became a click.
  const shell = document.querySelector('[data-first-paint]');
  const root = document.getElementById('root');
  if (shell && root) {
    let focused;
    let submitted = -1;
    let pressed;
    let language;
    const formIndex = (form) => [...shell.querySelectorAll('form')].indexOf(form);
    shell.addEventListener('focusin', (event) => (focused = event.target));
    shell.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = formIndex(event.target);
    });
    shell.addEventListener('pointerdown', (event) => (pressed = event.target.closest('button, a[href]')));
    shell.addEventListener('click', (event) => {
      pressed = undefined;
      const choice = event.target.closest('button[lang]');
      if (choice) language = choice.lang;
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
      // The focus, on the same field (by id), language button (by language) or link (by address): a
      // keyboard user's next key lands where it would have.
      const next =
        (focused?.id && document.getElementById(focused.id)) ||
        (focused?.lang && [...root.querySelectorAll('button[lang]')].find((button) => button.lang === focused.lang)) ||
        (focused?.href && [...root.querySelectorAll('a[href]')].find((link) => link.href === focused.href));
      if (next && (!document.activeElement || document.activeElement === document.body)) {
        next.focus();
        try {
          if (typeof focused.selectionStart === 'number') next.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          // a field without a caret
        }
      }
      if (pressed?.lang) language = pressed.lang;
      else if (pressed?.type === 'submit' && submitted === -1) submitted = formIndex(pressed.form);
      else if (pressed?.href) [...root.querySelectorAll('a[href]')].find((link) => link.href === pressed.href)?.click();
      if (language) [...root.querySelectorAll('button[lang]')].find((button) => button.lang === language)?.click();
      if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit();
    });
    handOver.observe(root, { childList: true });
  }
  const preloads = JSON.parse(data.preload || '[]');
  const add = (attributes) => {
    const link = Object.assign(document.createElement('link'), { crossOrigin: '' }, attributes);
    document.head.append(link);
    return link;
  };
  // The signs that the visitor is about to use the page. A finger's pointermove starts nothing: it may be
  // the start of a tap, which the swap would cut short (the hand-over above carries such a press over).
  const USE = ['pointermove', 'pointerdown', 'keydown', 'focusin'];
  let started = false;
  const start = (event) => {
    if (started || (event?.type === 'pointermove' && event.pointerType !== 'mouse')) return;
    started = true;
    for (const type of USE) document.removeEventListener(type, start, true);
    // Applied by the app before it mounts (apps/web/src/brands/load-theme.ts).
    if (data.style) add({ rel: 'stylesheet', href: data.style, media: 'print' }).dataset.deferredStyle = '';
    for (const href of preloads) add({ rel: 'modulepreload', href });
    import(data.app).catch((error) => console.error('The app could not start', error));
  };
  for (const type of USE) document.addEventListener(type, start, { capture: true, passive: true });
  // Once the first paint is on screen (at the latest a second later; at once when the page is hidden or
  // has painted already), so that nothing competes with it: a member with a session goes on to the
  // dashboard, and for anyone else the app's files wait in the cache for the first sign of use. Local
  // storage is read only then: a page's first read of it may wait for the disk (2–56 ms measured on a
  // fresh profile), which would hold up the paint of every visitor.
  const afterPaint = () => {
    let signedIn = false;
    try {
      signedIn = Boolean(localStorage.getItem(data.session));
    } catch {
      // storage refused (a privacy mode): a visitor without a session
    }
    if (signedIn) start();
    else if (document.readyState === 'complete') prefetch();
    else addEventListener('load', prefetch, { once: true });
  };
  // One file per idle moment, so that no task of a slow phone's main thread grows long for them.
  const idle = (run) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
  const prefetch = () => {
    const files = data.style ? [{ as: 'style', href: data.style }] : [];
    for (const href of [data.app, ...preloads]) files.push({ as: 'script', href });
    const next = () => {
      if (started || files.length === 0) return;
      add({ rel: 'prefetch', ...files.shift() });
      idle(next);
    };
    idle(next);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    afterPaint();
  };
  if (document.visibilityState === 'hidden' || painted()) once();
  else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_list, observer) => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint' });
    setTimeout(once, 1000);
  } else requestAnimationFrame(() => setTimeout(once, 0));
})();`;
