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

const loaders = {
  App: () => import('@capacitor/app').then((module) => module.App),
  Browser: () => import('@capacitor/browser').then((module) => module.Browser),
  PushNotifications: () => import('@capacitor/push-notifications').then((module) => module.PushNotifications),
  SecureStorage: () => import('@aparajita/capacitor-secure-storage').then((module) => module.SecureStorage),
  SplashScreen: () => import('@capacitor/splash-screen').then((module) => module.SplashScreen),
  StatusBar: () =>
    import('@capacitor/status-bar').then((module) => ({ StatusBar: module.StatusBar, Style: module.Style })),
};

export type NativePluginName = keyof typeof loaders;
export type NativePlugin<Name extends NativePluginName> = Awaited<ReturnType<(typeof loaders)[Name]>>;

/** Loads a plugin's JavaScript (and with the first, @capacitor/core); rejects when it cannot be loaded. */
export function loadNativePlugin<Name extends NativePluginName>(name: Name): Promise<NativePlugin<Name>> {
  return loaders[name]() as Promise<NativePlugin<Name>>;
}

/**
 * Runs `run` with the plugin. A failure to load it or in `run` is logged (`The native shell could not
 * <what>`) and answers `undefined`: a missing or broken plugin never stops the app.
 */
export async function withNativePlugin<Name extends NativePluginName, Result>(
  name: Name,
  what: string,
  run: (plugin: NativePlugin<Name>) => Promise<Result> | Result,
): Promise<Result | undefined> {
  try {
    return await run(await loadNativePlugin(name));
  } catch (error) {
    console.error(`The native shell could not ${what} (${name})`, error);
    return undefined;
  }
}
