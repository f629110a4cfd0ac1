/**
 * The static first paint of the public pages: the same DOM, classes and words as the React screens
 * (apps/web/src/app/root-layout.tsx, app/layouts/public-layout.tsx with its language switch,
 * screens/auth/login.tsx and forgot-password.tsx with their forms in features/auth/components, the
 * login page's passkey button (features/passkeys), and the ui primitives they use), so that React,
 * replacing it on mount, moves nothing. Its fields can be typed into before the app is there: the
 * start-up script (first-paint-script.ts) carries what was typed, the focus and a submit over to the
 * app's fields of the same id. Change the two together; `npm run bench` compares their geometry.
 */
import type { Brand } from '@portal/contracts/brands';

/** What a first paint shows of the brand. */
type ShellBrand = Pick<Brand, 'title' | 'logo' | 'supportEmail'>;
import { LOGO_SIZE } from '@portal/contracts/brand-fields';
import { APP_LOCALE_NAMES, APP_LOCALES } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';

/** msgid → translation, per language (dist/.vite/first-paint-messages.json, from the web app's catalogs). */
export type ShellMessages = Partial<Record<string, Readonly<Record<string, string>>>>;

export type ShellName = 'login' | 'forgotPassword';

/** The pages that get a static shell, by path (`/` shows the login page). */
export const SHELL_PAGES: Readonly<Record<string, ShellName>> = {
  '/': 'login',
  '/login': 'login',
  '/forgot-password': 'forgotPassword',
};

/** The address of the screen each shell shows (`/` shows the login page, as the app's router sends it to /login). */
export const SHELL_PATHS: Readonly<Record<ShellName, string>> = {
  login: '/login',
  forgotPassword: '/forgot-password',
};

/** Marks the shell's wrapper; the app's own DOM never carries it. */
export const SHELL_ATTRIBUTE = 'data-first-paint';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface ShellContext {
  brand: ShellBrand;
  locale: TAppLocale;
  year: number;
  /** A message in the page's language, `{name}` placeholders filled, escaped for HTML. */
  t: (id: string, values?: Record<string, string>) => string;
}

export function translator(messages: ShellMessages, locale: TAppLocale) {
  return (id: string, values: Record<string, string> = {}) =>
    escapeHtml((messages[locale]?.[id] ?? id).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole));
}

const cls = (...names: string[]) => names.join(' ');

// The ui primitives' classes (apps/web/src/ui).
const LABEL = 'text-sm font-medium text-foreground';
const INPUT = cls(
  'h-11 w-full rounded-md border border-border bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'aria-invalid:border-destructive disabled:opacity-60',
);
const FIELD_ERROR = 'text-sm font-medium text-destructive empty:hidden';
const PRIMARY_BUTTON = cls(
  'inline-flex items-center justify-center gap-2 rounded-md text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  'bg-primary text-primary-foreground hover:bg-primary-hover px-4 min-h-11 py-2',
);
const SECONDARY_BUTTON = cls(
  'inline-flex items-center justify-center gap-2 rounded-md text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  'border border-border bg-surface text-foreground hover:bg-surface-muted px-4 min-h-11 py-2',
);
const TEXT_LINK = 'self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline';

function pageHeading(title: string, intro: string): string {
  return (
    `<header class="flex flex-col gap-2"><h1 tabindex="-1" data-route-heading="" class="text-2xl font-bold tracking-tight sm:text-3xl">${title}</h1>` +
    `<p class="max-w-prose text-base text-muted-foreground">${intro}</p></header>`
  );
}

function formField(id: string, label: string, control: string): string {
  return (
    `<div class="flex flex-col gap-1.5"><label class="${LABEL}" for="${id}">${label}</label>${control}` +
    `<p id="${id}-error" role="alert" class="${FIELD_ERROR}"></p></div>`
  );
}

/** `autocomplete`: the login page's field also offers the member's passkeys (`username webauthn`). */
function emailInput(id: string, autocomplete = 'username'): string {
  return `<input type="email" id="${id}" aria-invalid="false" name="email" inputmode="email" autocomplete="${autocomplete}" autocapitalize="none" spellcheck="false" class="${INPUT}">`;
}

function passwordInput(id: string, t: ShellContext['t']): string {
  return (
    `<div class="relative"><input type="password" class="${INPUT} pr-12" id="${id}" aria-invalid="false" name="password" autocomplete="current-password">` +
    `<button type="button" aria-label="${t('Show password')}" aria-pressed="false" aria-controls="${id}" class="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring">` +
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" class="size-5"><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"></path><circle cx="12" cy="12" r="3"></circle><path d="m3 3 18 18"></path></svg>' +
    '</button></div>'
  );
}

function submitButton(label: string): string {
  return `<button class="${PRIMARY_BUTTON}" type="submit" aria-busy="false">${label}</button>`;
}

const FORM_ALERT = '<div role="alert" class="empty:hidden"></div>';

function loginScreen({ brand, t }: ShellContext): string {
  return (
    '<div class="flex flex-col gap-6">' +
    pageHeading(
      t('Sign in to {brandTitle}', { brandTitle: brand.title }),
      t('Use the email address your programme invited.'),
    ) +
    `<form method="post" novalidate aria-label="${t('Sign in')}" class="flex flex-col gap-5">` +
    formField('login-email', t('Email address'), emailInput('login-email', 'username webauthn')) +
    '<div class="flex flex-col gap-2">' +
    formField('login-password', t('Password'), passwordInput('login-password', t)) +
    `<a class="${TEXT_LINK}" href="/forgot-password">${t('Forgot password?')}</a></div>` +
    FORM_ALERT +
    submitButton(t('Sign in')) +
    '</form>' +
    // features/passkeys/components/passkey-sign-in.tsx
    `<div class="flex flex-col gap-3"><button type="button" aria-busy="false" class="${SECONDARY_BUTTON}">${t('Sign in with a passkey')}</button>` +
    FORM_ALERT +
    '</div></div>'
  );
}

function forgotPasswordScreen({ t }: ShellContext): string {
  return (
    '<div class="flex flex-col gap-6">' +
    pageHeading(
      t('Reset your password'),
      t('Enter the email address you sign in with and we will send you a link to choose a new password.'),
    ) +
    `<form method="post" novalidate aria-label="${t('Reset your password')}" class="flex flex-col gap-5">` +
    formField('forgot-email', t('Email address'), emailInput('forgot-email')) +
    FORM_ALERT +
    submitButton(t('Send reset link')) +
    '</form>' +
    `<a class="self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline" href="/login"><span aria-hidden="true">← </span>${t('Back to sign in')}</a>` +
    '</div>'
  );
}

const SCREENS: Record<ShellName, (context: ShellContext) => string> = {
  login: loginScreen,
  forgotPassword: forgotPasswordScreen,
};

function languageSwitch({ locale, t }: ShellContext): string {
  const buttons = APP_LOCALES.map((code) => {
    const isCurrent = code === locale;
    const classes = cls(
      'min-h-11 rounded-md px-2 underline-offset-4 hover:text-foreground hover:underline',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      ...(isCurrent ? ['font-semibold text-foreground'] : []),
    );
    return `<button type="button" lang="${code}" aria-pressed="${isCurrent}" class="${classes}">${escapeHtml(APP_LOCALE_NAMES[code])}</button>`;
  }).join('');
  return `<div role="group" aria-label="${t('Language')}" class="flex items-center gap-1 rounded-lg bg-surface/90 px-2 text-muted-foreground shadow-sm">${buttons}</div>`;
}

/** The whole page of a public screen, as the root and public layouts render it around the screen. */
function publicPage(context: ShellContext, screen: string): string {
  const { brand, t, year } = context;
  const title = escapeHtml(brand.title);
  return (
    `<div ${SHELL_ATTRIBUTE}="">` +
    `<a href="#main-content" class="sr-only z-[200] rounded-md bg-surface px-4 py-2 font-semibold text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">${t('Skip to main content')}</a>` +
    '<div class="flex min-h-dvh flex-col bg-hero">' +
    '<main id="main-content" tabindex="-1" class="flex flex-1 flex-col items-center justify-center px-4 py-8 sm:py-12">' +
    '<div class="w-full max-w-md"><div class="rounded-lg border border-border bg-surface text-foreground shadow-xl shadow-black/10">' +
    '<div class="p-6 sm:p-8 flex flex-col gap-6">' +
    `<a class="self-start rounded-md" aria-label="${t('{brandTitle} home', { brandTitle: brand.title })}" href="/">` +
    `<img src="${escapeHtml(brand.logo)}" alt="${title}" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" class="w-auto h-10"></a>` +
    screen +
    '</div></div></div></main>' +
    '<footer class="flex flex-col items-center gap-2 px-4 pb-6 text-sm">' +
    `<nav aria-label="${t('Legal')}" class="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-lg bg-surface/90 px-4 py-2 text-muted-foreground shadow-sm">` +
    // Four text nodes, as React renders `© {year} {brandTitle}`: text shaped across nodes can differ by a fraction of a pixel.
    `<span>© <!-- -->${year}<!-- --> <!-- -->${title}</span>` +
    `<a class="underline underline-offset-4 hover:text-foreground" href="/privacy-policy">${t('Privacy policy')}</a>` +
    `<a href="mailto:${escapeHtml(brand.supportEmail)}" class="underline underline-offset-4 hover:text-foreground">${t('Contact support')}</a>` +
    '</nav>' +
    languageSwitch(context) +
    '</footer></div></div>'
  );
}

/** The static first paint of `shell` in the brand and language. */
export function renderShell(
  shell: ShellName,
  options: { brand: ShellBrand; locale: TAppLocale; messages: ShellMessages; year?: number },
): string {
  const context: ShellContext = {
    brand: options.brand,
    locale: options.locale,
    year: options.year ?? new Date().getFullYear(),
    t: translator(options.messages, options.locale),
  };
  return publicPage(context, SCREENS[shell](context));
}
