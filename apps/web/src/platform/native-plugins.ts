/**
 * The one module that reaches the native shell's plugins (lint holds it: `web/native-plugins`). Each
 * plugin is imported on demand, so the web build never downloads one (nor @capacitor/core, which
 * they bring): the browser only ever loads this small file's loaders if it runs the native shell.
 *
 * Every use goes through `withNativePlugin`: a plugin that is missing, fails to load or rejects is
 * logged with what the app was trying to do, and the app goes on without it.
 */
export type { ActionPerformed, Token } from '@capacitor/push-notifications';
export type { BackButtonListenerEvent, URLOpenListenerEvent } from '@capacitor/app';
export type { HealthSample } from '@capgo/capacitor-health';

// Each loader answers the plugin's module, never the plugin itself: a plugin is a proxy that answers
// every property, `then` included, so a promise resolved with one would try to call `then` on it.
const loaders = {
  App: () => import('@capacitor/app'),
  Browser: () => import('@capacitor/browser'),
  Health: () => import('@capgo/capacitor-health'),
  PushNotifications: () => import('@capacitor/push-notifications'),
  SecureStorage: () => import('@aparajita/capacitor-secure-storage'),
  SplashScreen: () => import('@capacitor/splash-screen'),
  StatusBar: () => import('@capacitor/status-bar'),
};

export type NativePluginName = keyof typeof loaders;
export type NativePluginModule<Name extends NativePluginName> = Awaited<ReturnType<(typeof loaders)[Name]>>;

/** Loads a plugin's module (and with the first, @capacitor/core); rejects when it cannot be loaded. */
export function loadNativePlugin<Name extends NativePluginName>(name: Name): Promise<NativePluginModule<Name>> {
  return loaders[name]() as Promise<NativePluginModule<Name>>;
}

/**
 * Runs `run` with the plugin's module (`({ App }) => App.exitApp()`). A failure to load it or in `run` is
 * logged (`The native shell could not <what>`) and answers `undefined`: a missing or broken plugin never
 * stops the app.
 */
export async function withNativePlugin<Name extends NativePluginName, Result>(
  name: Name,
  what: string,
  run: (module: NativePluginModule<Name>) => Promise<Result> | Result,
): Promise<Result | undefined> {
  try {
    return await run(await loadNativePlugin(name));
  } catch (error) {
    console.error(`The native shell could not ${what} (${name})`, error);
    return undefined;
  }
}
