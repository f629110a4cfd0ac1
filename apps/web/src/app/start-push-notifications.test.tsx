import { render, screen, waitFor } from '../test/render';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../test/fixtures';
import { server } from '../test/msw-server';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';
import type { SimulatedNativeOptions } from '../test/simulated-bridge';

const SIGNED_IN = { auth_token: JSON.stringify({ access_token: 'tok-1' }) };

interface DeviceCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string | null>;
}

/** The device routes and sign-in/out, answered as the server does, every call recorded in order. */
function serveDevices({ failRegistration = false, failRemoval = false } = {}) {
  const calls: DeviceCall[] = [];
  const record = async (request: Request) => {
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'POST' && request.headers.get('content-type') ? await request.json() : null,
      headers: {
        authorization: request.headers.get('authorization'),
        application: request.headers.get('x-application-type'),
        brand: request.headers.get('x-portal-brand'),
      },
    });
  };
  server.use(
    http.post('*/api/authorization/devices', async ({ request }) => {
      await record(request);
      if (failRegistration) return new HttpResponse(null, { status: 500 });
      return HttpResponse.json({ platform: 'android', registered_at: '2026-01-01T00:00:00.000Z' }, { status: 201 });
    }),
    http.delete('*/api/authorization/devices/:token', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: failRemoval ? 500 : 204 });
    }),
    http.post('*/api/auth/logout', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
  );
  return calls;
}

beforeEach(() => vi.resetModules());
afterEach(() => removeSimulatedBridge());

/**
 * A native start (the modules afresh, as after a launch): the API given the session, the bridge, the
 * session read from secure storage, a router bound for taps, push started.
 */
async function startWithPush(options: SimulatedNativeOptions) {
  const shell = installSimulatedBridge({ pushToken: 'fcm-token-1', ...options });
  const { connectClientsToSession } = await import('./start-clients');
  connectClientsToSession();
  const { prepareNativeShell } = await import('./start-native-shell');
  await prepareNativeShell();
  // The modules afresh, as the app's are: one router for the navigator, the links and this probe.
  const { useLocation } = await import('@/navigation/router/hooks');
  const { MemoryRouter } = await import('@/navigation/router/routers');
  const { useBindAppNavigator } = await import('../navigation/app-navigator');
  function Probe() {
    useBindAppNavigator();
    const { pathname } = useLocation();
    return <p data-testid="path">{pathname}</p>;
  }
  render(
    <MemoryRouter initialEntries={['/dashboard/home']}>
      <Probe />
    </MemoryRouter>,
  );
  const push = await import('./start-push-notifications');
  await push.startPushNotifications();
  return { shell, push };
}

describe('push notifications in the native shell', () => {
  it('listens first, asks, registers, and sends the token to the server for the signed-in member', async () => {
    const calls = serveDevices();
    const { shell } = await startWithPush({
      pushPermission: 'prompt',
      pushAnswer: 'granted',
      secureStorage: SIGNED_IN,
    });
    expect(
      callsTo(shell, 'PushNotifications').map((call) =>
        `${call.method} ${String(call.options.eventName ?? '')}`.trim(),
      ),
    ).toEqual([
      'addListener registration',
      'addListener registrationError',
      'addListener pushNotificationActionPerformed',
      'checkPermissions',
      'requestPermissions',
      'register',
    ]);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/authorization/devices',
      body: { token: 'fcm-token-1', platform: 'android' },
      headers: { authorization: 'Bearer tok-1', application: 'HEALTHCARE_MOBILE', brand: 'attentive' },
    });
  });

  it('logs "User denied permissions!" when refused, registers nothing, and the app goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serveDevices();
    const { shell } = await startWithPush({ pushPermission: 'prompt', pushAnswer: 'denied', secureStorage: SIGNED_IN });
    expect(error).toHaveBeenCalledWith('User denied permissions!');
    expect(callsTo(shell, 'PushNotifications', 'register')).toEqual([]);
    expect(calls).toEqual([]);
    error.mockRestore();
  });

  it('registers the device when the member signs in later, and again when the token changes', async () => {
    const calls = serveDevices();
    const { shell } = await startWithPush({ pushPermission: 'granted' });
    await vi.waitFor(() => expect(callsTo(shell, 'PushNotifications', 'register')).toHaveLength(1), { timeout: 5_000 });
    expect(calls).toEqual([]);

    const { completeSignIn } = await import('../session/sign-in');
    await completeSignIn({ access_token: 'tok-9' });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    expect(calls[0]).toMatchObject({
      body: { token: 'fcm-token-1', platform: 'android' },
      headers: { authorization: 'Bearer tok-9' },
    });

    shell.refreshPushToken('fcm-token-2');
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 5_000 });
    expect(calls[1]).toMatchObject({ body: { token: 'fcm-token-2', platform: 'android' } });
  });

  it('removes the device at sign-out while the session is valid, before the session is revoked', async () => {
    const calls = serveDevices();
    const { shell } = await startWithPush({ pushPermission: 'granted', secureStorage: SIGNED_IN });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    const { signOut } = await import('../session/sign-out');
    await signOut();
    expect(calls.slice(1).map((call) => `${call.method} ${call.path} ${call.headers.authorization}`)).toEqual([
      'DELETE /api/authorization/devices/fcm-token-1 Bearer tok-1',
      'POST /api/auth/logout Bearer tok-1',
    ]);
    const { whenSessionWritten } = await import('../platform/secure-session');
    await whenSessionWritten();
    expect(shell.readSecure('auth_token')).toBeNull();
  });

  it('signs out even when the device cannot be removed, and logs no token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = serveDevices({ failRemoval: true });
    await startWithPush({ pushPermission: 'granted', secureStorage: SIGNED_IN });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5_000 });
    const { signOut } = await import('../session/sign-out');
    const storage = await import('../session/storage');
    await signOut();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'DELETE', 'POST']);
    expect(storage.hasStoredToken()).toBe(false);
    expect(warn).toHaveBeenCalledWith('This device could not be removed from push notifications: 500 ERR_BAD_RESPONSE');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('fcm-token-1');
    warn.mockRestore();
  });

  it('logs a failed registration without the token, and tries again at the next sign-in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = serveDevices({ failRegistration: true });
    await startWithPush({ pushPermission: 'granted', secureStorage: SIGNED_IN });
    await vi.waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          'This device could not be registered for push notifications: 500 ERR_BAD_RESPONSE',
        ),
      { timeout: 5_000 },
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain('fcm-token-1');
    const { registerDeviceWithServer } = await import('./start-push-notifications');
    await registerDeviceWithServer();
    expect(calls).toHaveLength(2);
    error.mockRestore();
  });

  it('opens the screen a tapped notification names, and Home for anything else', async () => {
    serveDevices();
    const { shell } = await startWithPush({ pushPermission: 'granted', secureStorage: SIGNED_IN });
    shell.tapNotification({ kind: 'article-published', path: '/dashboard/articles/7' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/articles/7'));
    shell.tapNotification({ kind: 'article-published', path: 'https://elsewhere.example/phish' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/home'));
  });
});
