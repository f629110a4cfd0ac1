import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAnalyticsEventInput } from '@portal/contracts/analytics';
import { setRuntimeConfig } from '../platform/runtime-config';
import { setNative } from '../test/fixtures';
import { rememberAnalyticsChoice, setAnalyticsChoice } from './consent';
import { ANALYTICS_STORAGE_KEYS } from './storage-keys';
import { resetAnalyticsForTests, track, whenAnalyticsLoaded } from './track';

// The queue's module stands in for itself: this file tests the facade that every screen imports.
const queued: TAnalyticsEventInput[] = [];
const cleared = vi.fn();
const loaded = vi.fn();
vi.mock('./queue', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createAnalyticsQueue: () => {
    loaded();
    return { add: (event: TAnalyticsEventInput) => queued.push(event), clear: cleared };
  },
}));

const CONFIG = {
  services: { auth: '/api/auth', authorization: '/api/authorization', ingestion: '/api/ingestion' },
  ingestionKey: 'write-key',
};
const ANALYTICS_ID = 'm_0123456789abcdef0123456789abcdef';

function signInLocally(analyticsId: string | undefined) {
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  localStorage.setItem(
    'user_details',
    JSON.stringify({ account: { user_id: 'acc-1', email: 'ana@example.com', analytics_id: analyticsId } }),
  );
}

beforeEach(() => {
  setRuntimeConfig(CONFIG);
  resetAnalyticsForTests();
  queued.length = 0;
  cleared.mockClear();
  loaded.mockClear();
});

afterEach(() => {
  setRuntimeConfig(undefined);
  setNative(false);
});

describe('track', () => {
  it('keeps calls made before the queue has loaded, stamped when they happened, and loads the queue once', async () => {
    signInLocally(ANALYTICS_ID);
    track('page_view', { route: '/dashboard/home' });
    track('article_read', { article_id: '0b0c9d4e-7c55-4a43-9d0c-0d8f2f5b9a11' });
    expect(loaded).not.toHaveBeenCalled();
    await whenAnalyticsLoaded();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(queued.map(({ name, properties }) => ({ name, properties }))).toEqual([
      { name: 'page_view', properties: { route: '/dashboard/home' } },
      { name: 'article_read', properties: { article_id: '0b0c9d4e-7c55-4a43-9d0c-0d8f2f5b9a11' } },
    ]);
    const [first] = queued;
    expect(first?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(first!.occurred_at).toISOString()).toBe(first?.occurred_at);
    expect(first?.platform).toBe('web');
    // The pseudonymous id, never the account id or the email.
    expect(first?.member_id).toBe(ANALYTICS_ID);
    expect(JSON.stringify(queued)).not.toMatch(/acc-1|ana@example\.com/);

    track('sign_in', {});
    expect(queued).toHaveLength(3);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('sends no member id when signed out, and names the phone’s platform in the native shell', async () => {
    (globalThis as { Capacitor?: object }).Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
    track('page_view', { route: '/login' });
    await whenAnalyticsLoaded();
    expect(queued[0]).toMatchObject({ member_id: null, platform: 'android' });
  });

  it('leaves the write key to the queue: the facade hands it the event whatever the config says', async () => {
    // The queue sends nothing without a key (queue.test.ts); the facade never reads the runtime
    // config, whose schema would bring zod into the login page's first script.
    setRuntimeConfig({ ...CONFIG, ingestionKey: null });
    track('page_view', { route: '/login' });
    await whenAnalyticsLoaded();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(queued).toHaveLength(1);
  });
});

describe('the member’s choice', () => {
  it('off: what waits is dropped and nothing more is queued, and it holds across a reload', async () => {
    track('page_view', { route: '/login' });
    setAnalyticsChoice(false);
    await whenAnalyticsLoaded();
    expect(queued).toEqual([]);

    track('page_view', { route: '/dashboard/home' });
    await whenAnalyticsLoaded();
    expect(queued).toEqual([]);
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.choice)).toBe('off');

    // A reload: the module starts again and reads the stored choice before /accounts/me answers.
    resetAnalyticsForTests();
    loaded.mockClear();
    track('page_view', { route: '/dashboard/home' });
    await whenAnalyticsLoaded();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('off while the queue is loaded: the queue is cleared at once', async () => {
    track('page_view', { route: '/login' });
    await whenAnalyticsLoaded();
    rememberAnalyticsChoice(false);
    expect(cleared).toHaveBeenCalledTimes(1);
    rememberAnalyticsChoice(true);
    track('page_view', { route: '/dashboard/home' });
    expect(queued).toHaveLength(2);
  });

  it('an answer without the field (an older server) changes nothing', () => {
    setAnalyticsChoice(false);
    rememberAnalyticsChoice(undefined);
    expect(localStorage.getItem(ANALYTICS_STORAGE_KEYS.choice)).toBe('off');
  });
});
