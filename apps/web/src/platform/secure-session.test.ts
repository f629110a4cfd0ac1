import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeCurrentUser } from '../test/fixtures';
import { server } from '../test/msw-server';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';

const RECORD = JSON.stringify({ access_token: 'tok-1' });

beforeEach(() => vi.resetModules());
afterEach(() => removeSimulatedBridge());

/** The app's session modules, fresh, after the native start-up read secure storage. */
async function startNative() {
  const { prepareNativeShell } = await import('./native-shell');
  await prepareNativeShell();
  const storage = await import('../session/storage');
  const { whenSessionWritten } = await import('./secure-session');
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

  it('moves a record an older version left in local storage into secure storage', async () => {
    localStorage.setItem('auth_token', RECORD);
    localStorage.setItem('user_id', 'user-1');
    const shell = installSimulatedBridge();
    const session = await startNative();
    expect(session.readAccessToken()).toBe('tok-1');
    expect(shell.readSecure('auth_token')).toBe(RECORD);
    expect(shell.readSecure('user_id')).toBe('user-1');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('starts signed out, logged, when secure storage fails, and keeps nothing in plain storage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installSimulatedBridge({ failingPlugins: ['SecureStorage'] });
    const session = await startNative();
    expect(session.hasStoredToken()).toBe(false);
    expect(error).toHaveBeenCalledWith(
      'The native shell could not read the stored session (SecureStorage); starting signed out',
      expect.anything(),
    );
    session.storeAccessToken('tok-3');
    expect(session.readAccessToken()).toBe('tok-3');
    expect(localStorage.getItem('auth_token')).toBeNull();
    await session.whenSessionWritten();
    expect(error).toHaveBeenCalledWith(
      'The native shell could not save the session (SecureStorage)',
      expect.anything(),
    );
    error.mockRestore();
  });

  it('stays in local storage in a browser', async () => {
    const session = await import('../session/storage');
    session.storeAccessToken('tok-web');
    expect(JSON.parse(localStorage.getItem('auth_token') ?? '')).toEqual({ access_token: 'tok-web' });
  });
});
