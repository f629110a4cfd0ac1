import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installSimulatedBridge, removeSimulatedBridge } from '../test/simulated-bridge';

const RECORD = JSON.stringify({ access_token: 'tok-1' });
const KEYS = ['auth_token', 'user_id'];

beforeEach(() => vi.resetModules());
afterEach(() => removeSimulatedBridge());

/** The session store, fresh, after the native start-up read `KEYS` from secure storage. */
async function hydrate() {
  const { hydrateSecureSession, whenSessionWritten } = await import('./secure-session');
  await hydrateSecureSession(KEYS);
  const store = await import('./session-store');
  return { ...store, whenSessionWritten };
}

describe('the stored session in secure storage', () => {
  it('reads the keys from secure storage into memory, and writes through to it, never to local storage', async () => {
    const shell = installSimulatedBridge({ secureStorage: { auth_token: RECORD } });
    const store = await hydrate();
    expect(store.readSessionValue('auth_token')).toBe(RECORD);
    expect(callsTo(shell, 'SecureStorage', 'internalGetItem').map((call) => call.options.prefixedKey)).toEqual([
      'capacitor-storage_auth_token',
      'capacitor-storage_user_id',
    ]);
    store.writeSessionValue('user_id', 'user-2');
    expect(store.readSessionValue('user_id')).toBe('user-2');
    store.removeSessionValue('auth_token');
    expect(store.readSessionValue('auth_token')).toBeNull();
    await store.whenSessionWritten();
    expect(shell.readSecure('user_id')).toBe('user-2');
    expect(shell.readSecure('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('moves a record an older version left in local storage into secure storage', async () => {
    localStorage.setItem('auth_token', RECORD);
    localStorage.setItem('user_id', 'user-1');
    const shell = installSimulatedBridge();
    const store = await hydrate();
    expect(store.readSessionValue('auth_token')).toBe(RECORD);
    expect(shell.readSecure('auth_token')).toBe(RECORD);
    expect(shell.readSecure('user_id')).toBe('user-1');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
  });

  it('starts signed out, logged, when secure storage fails, and keeps nothing in plain storage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installSimulatedBridge({ failingPlugins: ['SecureStorage'] });
    const store = await hydrate();
    expect(store.readSessionValue('auth_token')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'The native shell could not read the stored session (SecureStorage); starting signed out',
      expect.anything(),
    );
    store.writeSessionValue('auth_token', RECORD);
    expect(store.readSessionValue('auth_token')).toBe(RECORD);
    expect(localStorage.getItem('auth_token')).toBeNull();
    await store.whenSessionWritten();
    expect(error).toHaveBeenCalledWith(
      'The native shell could not save the session (SecureStorage)',
      expect.anything(),
    );
    error.mockRestore();
  });

  it('stays in local storage in a browser', async () => {
    const store = await import('./session-store');
    store.writeSessionValue('auth_token', RECORD);
    expect(localStorage.getItem('auth_token')).toBe(RECORD);
  });
});
