// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SCRIPT } from './first-paint-script';

// The server is compiled without the DOM's types: the little of jsdom's page this test touches.
interface Node {
  id: string;
  lang: string;
  value: string;
  innerHTML: string;
  selectionStart: number | null;
  dataset: Record<string, string>;
  focus(): void;
  setSelectionRange(start: number, end: number): void;
  querySelector(selector: string): Node | null;
  addEventListener(type: string, listener: (event: Event & { target: Node }) => void): void;
  dispatchEvent(event: Event): boolean;
  click(): void;
  replaceChildren(...nodes: Node[]): void;
}
const { document } = globalThis as unknown as {
  document: Node & {
    body: Node;
    activeElement: Node | null;
    createElement(tag: string): Node;
    getElementById(id: string): Node | null;
  };
};

const LANGUAGES = '<button type="button" lang="en">English</button><button type="button" lang="es">Español</button>';
const FIELDS = '<input id="login-email" name="email"><input id="login-password" name="password" type="password">';

/** A page with the server's shell, the start-up script run (the app itself is never started here). */
function pageWithShell() {
  document.body.innerHTML = `<div id="root"><div data-first-paint="">${LANGUAGES}<form method="post">${FIELDS}<button type="submit">Sign in</button></form></div></div>`;
  // The first focus or press starts the app, whose import has no module loader here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const script = document.createElement('script');
  script.dataset.app = '/assets/index-1.js';
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('PerformanceObserver', undefined);
  // Indirect eval: the script runs as a classic script of the page.
  (0, eval)(FIRST_PAINT_SCRIPT);
  const shell = document.querySelector('[data-first-paint]') as Node;
  return { shell, field: (id: string) => shell.querySelector(`#${id}`) as Node };
}

/** What the app does on mount: replaces the shell with its own screen, the same fields by id. */
function mountApp() {
  const screen = document.createElement('div');
  screen.innerHTML = `${LANGUAGES}<form>${FIELDS}<button type="submit">Sign in</button></form>`;
  const form = screen.querySelector('form') as Node;
  const typed: string[] = [];
  form.addEventListener('input', (event) => typed.push(event.target.id));
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', onSubmit);
  const chosen: string[] = [];
  screen.addEventListener('click', (event) => {
    if (event.target.lang) chosen.push(event.target.lang);
  });
  document.getElementById('root')?.replaceChildren(screen);
  return { form, typed, onSubmit, chosen };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the hand-over from the first paint to the app', () => {
  it('carries what was typed, the focus and the caret, and a submit over to the app', async () => {
    const { shell, field } = pageWithShell();
    field('login-email').value = 'member@swift.test';
    field('login-password').value = 'secret';
    field('login-password').focus();
    field('login-password').setSelectionRange(2, 2);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    shell.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // never sent by the browser itself

    const app = mountApp();
    await Promise.resolve();
    const email = app.form.querySelector('#login-email');
    const password = app.form.querySelector('#login-password');
    expect(email?.value).toBe('member@swift.test');
    expect(password?.value).toBe('secret');
    expect(app.typed).toEqual(['login-email', 'login-password']); // React's onChange sees the values
    expect(document.activeElement).toBe(password);
    expect(password?.selectionStart).toBe(2);
    expect(app.onSubmit).toHaveBeenCalledOnce();
  });

  it('carries a press that the swap cut short, and a language chosen, over to the app', async () => {
    const { shell, field } = pageWithShell();
    field('login-email').value = 'member@swift.test';
    shell.querySelector('button[lang="es"]')?.click();
    shell.querySelector('button[type="submit"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    const app = mountApp();
    await Promise.resolve();
    expect(app.chosen).toEqual(['es']);
    expect(app.onSubmit).toHaveBeenCalledOnce();
  });

  it('carries the focus on a language button over to the app, where a key then chooses it', async () => {
    const { shell } = pageWithShell();
    shell.querySelector('button[lang="en"]')?.focus();

    const app = mountApp();
    await Promise.resolve();
    const english = document.getElementById('root')?.querySelector('button[lang="en"]');
    expect(english).not.toBe(shell.querySelector('button[lang="en"]'));
    expect(document.activeElement).toBe(english);
    expect(app.chosen).toEqual([]); // focused, not chosen
  });

  it('changes nothing when the visitor did nothing, or the app already has a value', async () => {
    const { field } = pageWithShell();
    field('login-email').value = 'typed@shell.test';
    const form = document.createElement('form');
    form.innerHTML = FIELDS;
    (form.querySelector('#login-email') as Node).value = 'kept@app.test';
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    document.getElementById('root')?.replaceChildren(form);
    await Promise.resolve();
    expect((form.querySelector('#login-email') as Node).value).toBe('kept@app.test');
    expect((form.querySelector('#login-password') as Node).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
