import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  installSimulatedBridge,
  readPluginHeader,
  removeSimulatedBridge,
  SECURE_STORAGE_PREFIX,
  simulatedBridgeScript,
} from './simulated-bridge';

beforeEach(() => vi.resetModules());
afterEach(() => removeSimulatedBridge());

describe('the simulated bridge', () => {
  it('makes the app native as the real bridge does: Android, through the real native-bridge.js', async () => {
    installSimulatedBridge();
    const { isNativePlatform, getApplicationType } = await import('../platform/platform');
    const { getNativePlatformName } = await import('../platform/native-platform');
    expect(isNativePlatform()).toBe(true);
    expect(getNativePlatformName()).toBe('android');
    expect(getApplicationType()).toBe('HEALTHCARE_MOBILE');
    expect(typeof (window as unknown as { Capacitor: { nativePromise?: unknown } }).Capacitor.nativePromise).toBe(
      'function',
    );
  });

  it('reads each plugin’s methods from its Android sources', () => {
    const push = readPluginHeader('@capacitor/push-notifications');
    expect(push.name).toBe('PushNotifications');
    expect(push.methods).toContainEqual({ name: 'register', rtype: 'promise' });
    expect(push.methods).toContainEqual({ name: 'addListener' });
    const app = readPluginHeader('@capacitor/app');
    expect(app.methods).toContainEqual({ name: 'exitApp', rtype: 'promise' });
    expect(readPluginHeader('@aparajita/capacitor-secure-storage').name).toBe('SecureStorage');
  });

  it('answers plugin calls from its fakes and records them', async () => {
    const shell = installSimulatedBridge({
      pushPermission: 'granted',
      secureStorage: { auth_token: '{"access_token":"t"}' },
    });
    const { loadNativePlugin } = await import('../platform/native-plugins');
    const { PushNotifications: push } = await loadNativePlugin('PushNotifications');
    expect(await push.checkPermissions()).toEqual({ receive: 'granted' });
    const { SecureStorage: storage } = await loadNativePlugin('SecureStorage');
    expect(await storage.getItem('auth_token')).toBe('{"access_token":"t"}');
    await storage.setItem('user_id', 'user-1');
    expect(shell.keystore[`${SECURE_STORAGE_PREFIX}user_id`]).toBe('user-1');
    expect(shell.readSecure('user_id')).toBe('user-1');
    expect(callsTo(shell, 'SecureStorage', 'internalSetItem')).toHaveLength(1);
  });

  it('delivers events to listeners, holding one that comes before any listener', async () => {
    const shell = installSimulatedBridge();
    shell.openUrl('https://attentive.localhost/confirm-invitation?token=x');
    const { loadNativePlugin } = await import('../platform/native-plugins');
    const { App: app } = await loadNativePlugin('App');
    const urls: string[] = [];
    await app.addListener('appUrlOpen', ({ url }) => urls.push(url));
    await vi.waitFor(() => expect(urls).toEqual(['https://attentive.localhost/confirm-invitation?token=x']), {
      timeout: 5_000,
    });
    shell.openUrl('https://attentive.localhost/dashboard/home');
    await vi.waitFor(() => expect(urls).toHaveLength(2), { timeout: 5_000 });
  });

  it('rejects every call to a failing plugin', async () => {
    installSimulatedBridge({ failingPlugins: ['SplashScreen'] });
    const { loadNativePlugin } = await import('../platform/native-plugins');
    await expect((await loadNativePlugin('SplashScreen')).SplashScreen.hide()).rejects.toThrow(
      'SplashScreen failed (simulated)',
    );
  });

  it('leaves a missing plugin out of the headers, as a phone without it', () => {
    const script = simulatedBridgeScript({ missingPlugins: ['Browser'] });
    const headers = /window\.Capacitor\.PluginHeaders = (.*);$/.exec(script)?.[1] ?? '[]';
    const names = (JSON.parse(headers) as Array<{ name: string }>).map((header) => header.name);
    expect(names).toEqual(['App', 'PushNotifications', 'SplashScreen', 'StatusBar', 'SecureStorage', 'Health']);
  });

  it('reads a Kotlin plugin’s methods too (the health plugin)', () => {
    const health = readPluginHeader('@capgo/capacitor-health');
    expect(health.name).toBe('Health');
    for (const name of ['isAvailable', 'requestAuthorization', 'checkAuthorization', 'readSamples']) {
      expect(health.methods).toContainEqual({ name, rtype: 'promise' });
    }
  });

  it('answers as Health Connect: steps only once allowed, in samples of the phone’s days', async () => {
    const shell = installSimulatedBridge({ health: { answer: 'granted', steps: { '2026-03-02': 9000 } } });
    const { loadNativePlugin } = await import('../platform/native-plugins');
    const { Health: health } = await loadNativePlugin('Health');
    expect(await health.isAvailable()).toEqual({ available: true, platform: 'android' });
    const range = {
      dataType: 'steps' as const,
      startDate: new Date(2026, 2, 2).toISOString(),
      endDate: new Date(2026, 2, 3).toISOString(),
      limit: 0,
    };
    await expect(health.readSamples(range)).rejects.toThrow('READ_STEPS');
    expect(await health.requestAuthorization({ read: ['steps', 'weight'], write: ['steps'] })).toEqual({
      readAuthorized: ['steps'],
      readDenied: ['weight'],
      writeAuthorized: [],
      writeDenied: ['steps'],
    });
    expect(shell.healthPermission).toBe('granted');
    const { samples } = await health.readSamples(range);
    expect(samples.reduce((sum, sample) => sum + sample.value, 0)).toBe(9000);
    expect(samples).toHaveLength(2);
  });

  it('says when Health Connect must be installed or updated, and fails its calls', async () => {
    installSimulatedBridge({ health: { availability: 'update-required' } });
    const { loadNativePlugin } = await import('../platform/native-plugins');
    const { Health: health } = await loadNativePlugin('Health');
    expect(await health.isAvailable()).toMatchObject({ available: false, reason: 'Health Connect needs an update.' });
    await expect(health.requestAuthorization({ read: ['steps'] })).rejects.toThrow('needs an update');
  });
});
