import { appBrandOf, getBrand } from '@portal/contracts/brands';
import { render, screen, waitFor } from '../test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../test/fixtures';
import { server } from '../test/msw-server';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';
import type { SimulatedNativeOptions } from '../test/simulated-bridge';
import { portalRuntimeConfig, setRuntimeConfig } from '../platform/runtime-config';
import { deepLinkPath, isBrandHost } from './start-native-shell';

// A native build's page names its brand's hosts.
const attentive = appBrandOf(getBrand('attentive'), { withHosts: true });
const RECORD = JSON.stringify({ access_token: 'tok-1' });

beforeEach(() => {
  vi.resetModules();
  // Push is started too; no device is registered without a session, but the server must not be asked.
  server.use(http.post('*/api/authorization/devices', () => HttpResponse.error()));
});
afterEach(() => removeSimulatedBridge());

describe('deep links', () => {
  it('routes links to the brand’s own hosts, and the app’s own, by path, query and fragment', () => {
    const here = { host: 'localhost', href: 'http://localhost/' };
    expect(deepLinkPath('https://attentive.example.com/confirm-invitation?token=a.b#x', attentive, here)).toBe(
      '/confirm-invitation?token=a.b#x',
    );
    expect(
      deepLinkPath('http://localhost/reset-password?token=t', attentive, { host: 'other', href: 'http://other/' }),
    ).toBe('/reset-password?token=t');
    expect(
      deepLinkPath('https://app.local/dashboard/articles/7', attentive, {
        host: 'app.local',
        href: 'https://app.local/',
      }),
    ).toBe('/dashboard/articles/7');
    expect(deepLinkPath('https://attentive.example.com/no-such-page', attentive, here)).toBe('/no-such-page');
  });

  it('routes links to the portal’s address a native build names (a host of its own)', () => {
    setRuntimeConfig(portalRuntimeConfig('https://portal.custom.example'));
    expect(
      deepLinkPath('https://portal.custom.example/dashboard/home', attentive, {
        host: 'localhost',
        href: 'https://localhost/',
      }),
    ).toBe('/dashboard/home');
    setRuntimeConfig(undefined);
  });

  it('refuses another brand’s host, other sites and other schemes', () => {
    const here = { host: 'localhost', href: 'http://localhost/' };
    expect(deepLinkPath('https://swift.example.com/confirm-invitation?token=x', attentive, here)).toBeNull();
    expect(deepLinkPath('https://evil.example.com/dashboard/home', attentive, here)).toBeNull();
    expect(deepLinkPath('javascript:alert(1)', attentive, here)).toBeNull();
    expect(deepLinkPath('not a url', attentive, here)).toBeNull();
    expect(isBrandHost(appBrandOf(getBrand('default'), { withHosts: true }), 'evil.example.com')).toBe(false);
  });
});

/** A native start after mount: the router bound and tracked, then the shell started. */
async function startShell(options: SimulatedNativeOptions = {}, initial = '/dashboard/home') {
  const shell = installSimulatedBridge({ pushPermission: 'granted', ...options });
  // The modules afresh, as the app's are: one router for the navigator, the links and this probe.
  const { useLocation } = await import('@/navigation/router/hooks');
  const { MemoryRouter } = await import('@/navigation/router/routers');
  const { Link } = await import('@/navigation/link');
  const { useBindAppNavigator } = await import('../navigation/app-navigator');
  const { useTrackNavigationHistory } = await import('../navigation/navigation-history');
  function Probe() {
    useBindAppNavigator();
    useTrackNavigationHistory();
    const { pathname, search } = useLocation();
    return (
      <>
        <p data-testid="path">{`${pathname}${search}`}</p>
        <Link to="/dashboard/articles">Articles</Link>
        <Link to="/dashboard/articles/7">Article 7</Link>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Probe />
    </MemoryRouter>,
  );
  const { startNativeShell } = await import('./start-native-shell');
  await startNativeShell(attentive);
  return shell;
}

const path = () => screen.getByTestId('path').textContent;

describe('the native shell once mounted', () => {
  it('hides the splash screen, colours the status bar from the brand, and listens for the back button and links', async () => {
    const shell = await startShell();
    expect(callsTo(shell, 'SplashScreen', 'hide')).toHaveLength(1);
    expect(callsTo(shell, 'StatusBar').map((call) => [call.method, call.options])).toEqual([
      ['setStyle', { style: 'DARK' }],
      ['setBackgroundColor', { color: attentive.themeColor }],
    ]);
    expect(callsTo(shell, 'App', 'addListener').map((call) => call.options.eventName)).toEqual([
      'backButton',
      'appUrlOpen',
    ]);
  });

  it('walks back through the history with the back button, and leaves the app from the root', async () => {
    const user = userEvent.setup();
    const shell = await startShell();
    await user.click(screen.getByRole('link', { name: 'Articles' }));
    await user.click(screen.getByRole('link', { name: 'Article 7' }));
    expect(path()).toBe('/dashboard/articles/7');
    shell.pressBackButton();
    await waitFor(() => expect(path()).toBe('/dashboard/articles'));
    shell.pressBackButton();
    await waitFor(() => expect(path()).toBe('/dashboard/home'));
    expect(shell.exited).toBe(false);
    shell.pressBackButton();
    await waitFor(() => expect(shell.exited).toBe(true));
    expect(path()).toBe('/dashboard/home');
  });

  it('closes an open dialog (the menu) with the back button before going back', async () => {
    const shell = await startShell();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    shell.pressBackButton();
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(shell.exited).toBe(false);
    dialog.remove();
  });

  it('opens a link the system hands over in the app, and the link that launched it', async () => {
    const shell = await startShell({ launchUrl: 'https://attentive.example.com/dashboard/articles' });
    await waitFor(() => expect(path()).toBe('/dashboard/articles'));
    shell.openUrl('https://attentive.example.com/confirm-invitation?token=abc');
    await waitFor(() => expect(path()).toBe('/confirm-invitation?token=abc'));
  });

  it('ignores a link that is not the brand’s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shell = await startShell();
    shell.openUrl('https://evil.example.com/dashboard/articles');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Ignoring a link that is not one of this app’s addresses'));
    expect(path()).toBe('/dashboard/home');
    warn.mockRestore();
  });

  it('goes on when a plugin fails: logged, and the rest still starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = await startShell({ failingPlugins: ['SplashScreen', 'StatusBar'] });
    expect(error).toHaveBeenCalledWith(
      'The native shell could not hide the splash screen (SplashScreen)',
      expect.anything(),
    );
    expect(error).toHaveBeenCalledWith(
      'The native shell could not colour the status bar (StatusBar)',
      expect.anything(),
    );
    expect(callsTo(shell, 'App', 'addListener')).toHaveLength(2);
    expect(callsTo(shell, 'PushNotifications', 'register')).toHaveLength(1);
    error.mockRestore();
  });
});

/** The app's session modules, fresh, after the native start-up read secure storage. */
async function startNative() {
  const { connectClientsToSession } = await import('./start-clients');
  connectClientsToSession();
  const { prepareNativeShell } = await import('./start-native-shell');
  await prepareNativeShell();
  const storage = await import('../session/storage');
  const { whenSessionWritten } = await import('../platform/secure-session');
  return { ...storage, whenSessionWritten };
}

describe('the stored session in the native shell', () => {
  it('is read from secure storage before the app reads it, with docs/product.md’s keys', async () => {
    const shell = installSimulatedBridge({ secureStorage: { auth_token: RECORD, questionnaireAnswered: 'true' } });
    const session = await startNative();
    expect(session.readAccessToken()).toBe('tok-1');
    expect(session.isQuestionnaireAnswered()).toBe(true);
    expect(callsTo(shell, 'SecureStorage', 'internalGetItem').map((call) => call.options.prefixedKey)).toEqual([
      'capacitor-storage_auth_token',
      'capacitor-storage_user_id',
      'capacitor-storage_user_details',
      'capacitor-storage_profile_picture_name',
      'capacitor-storage_questionnaireAnswered',
      'capacitor-storage_sign_in_device_proofs',
    ]);
  });

  it('keeps the sign-in device proof across sign-out, unreadable by email, and sends it back for that account', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          access_token: 'tok-1',
          token_type: 'Bearer',
          expires_in: 900,
          device_proof: `v1.proof-${bodies.length}`,
        });
      }),
      http.get('*/api/authorization/accounts/me', () => HttpResponse.json(makeCurrentUser())),
    );
    const shell = installSimulatedBridge();
    const session = await startNative();
    const { signIn } = await import('../session/sign-in');
    const email = 'member@attentive.test';
    await signIn({ email, password: 'secret' });
    session.clearStoredSession();
    await session.whenSessionWritten();
    expect(shell.readSecure('sign_in_device_proofs')).toContain('v1.proof-1');
    expect(shell.readSecure('sign_in_device_proofs')).not.toContain(email);
    expect(localStorage.getItem('sign_in_device_proofs')).toBeNull();

    await signIn({ email, password: 'secret' });
    await signIn({ email: 'other@attentive.test', password: 'secret' });
    expect(bodies).toEqual([
      { email, password: 'secret' },
      { email, password: 'secret', device_proof: 'v1.proof-1' },
      { email: 'other@attentive.test', password: 'secret' },
    ]);
  });

  it('writes through to secure storage, never to local storage, and clears it at sign-out', async () => {
    const shell = installSimulatedBridge();
    const session = await startNative();
    session.storeAccessToken('tok-2');
    expect(session.readAccessToken()).toBe('tok-2');
    await session.whenSessionWritten();
    expect(shell.readSecure('auth_token')).toBe(JSON.stringify({ access_token: 'tok-2' }));
    expect(localStorage.getItem('auth_token')).toBeNull();

    session.clearStoredSession();
    expect(session.hasStoredToken()).toBe(false);
    await session.whenSessionWritten();
    expect(shell.readSecure('auth_token')).toBeNull();
  });
});
