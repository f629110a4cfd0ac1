/**
 * A simulated Capacitor shell, for Vitest (jsdom) and Playwright (`e2e/support/native-shell.ts`): the
 * app runs native exactly as on an Android phone, with only the Java side replaced by fakes.
 *
 * On a phone, Capacitor's WebView injects, before the app's first script: `window.Capacitor = {…}`,
 * its `native-bridge.js` (which makes `Capacitor.isNativePlatform()` true, and sends every plugin call
 * as JSON to the `androidBridge` the Java side exposes), and `Capacitor.PluginHeaders` (each installed
 * plugin's methods). @capacitor/core then routes a plugin's methods through that bridge.
 * This simulation injects the same three, in the same order — the real `native-bridge.js` from
 * @capacitor/android, and headers read from the installed plugins' own Java sources — with a fake
 * `androidBridge` whose plugins answer from memory and record every call. (`CapacitorCustomPlatform`,
 * the other way to make core believe it is native, runs each plugin's web implementation instead: it
 * would test fakes of the web code, not the app's path to a phone.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type PushPermission = 'prompt' | 'granted' | 'denied';

/** Whether the phone's health store answers: Health Connect installed, needing install or update, or absent. */
export type HealthAvailability = 'available' | 'update-required' | 'unavailable';

/** The phone's health store (Health Connect, as on Android), for the challenges that read steps. */
export interface SimulatedHealthOptions {
  availability?: HealthAvailability;
  /** Reading steps: `prompt` until asked. */
  permission?: PushPermission;
  /** What the member answers when asked to allow steps. */
  answer?: 'granted' | 'denied';
  /** The phone's steps by the phone's own calendar day (`2026-03-02`); each day is stored as a few samples. */
  steps?: Record<string, number>;
}

export interface SimulatedNativeOptions {
  /** Notification permission when the app starts (`prompt`: not asked yet). */
  pushPermission?: PushPermission;
  /** What the member answers when asked. */
  pushAnswer?: 'granted' | 'denied';
  /** The token `register()` hands out (FCM-like); a unique one per test keeps tests apart on the server. */
  pushToken?: string;
  /** The link that launched the app (`App.getLaunchUrl()`). */
  launchUrl?: string;
  /** What secure storage holds at first launch, by the app's key (`auth_token`…). */
  secureStorage?: Record<string, string>;
  /** Plugins not installed in the native project: absent from the headers, as on such a phone. */
  missingPlugins?: readonly string[];
  /** Plugins installed but failing: every call is rejected. */
  failingPlugins?: readonly string[];
  health?: SimulatedHealthOptions;
}

/** One plugin call the app made, as the Java side received it. */
export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

/** What tests see and do on `window.__nativeShell`. */
export interface NativeShellControl {
  calls: NativeCall[];
  /** Secure storage (Keystore), by prefixed key as the plugin stores it. */
  keystore: Record<string, string>;
  /** The value the app stored under its own key (`auth_token`…), or null. */
  readSecure: (key: string) => string | null;
  pushPermission: PushPermission;
  /** Delivers a plugin event (retained until a listener exists, as the Java side does for these). */
  emit: (plugin: string, eventName: string, data: unknown) => void;
  /** The member taps a notification carrying `data`. */
  tapNotification: (data: unknown) => void;
  /** The member presses Android's back button. */
  pressBackButton: () => void;
  /** The system opens a link in the app (an App Link). */
  openUrl: (url: string) => void;
  /** The platform hands out a new push token. */
  refreshPushToken: (token: string) => void;
  /** True once the app asked to leave (App.exitApp). */
  exited: boolean;
  healthPermission: PushPermission;
  /** The phone's steps by day, as its health store holds them now. */
  steps: Record<string, number>;
  /** The member comes back to the app (it was in the background). */
  resume: () => void;
}

declare global {
  interface Window {
    __nativeShell?: NativeShellControl;
  }
}

/** The prefix @aparajita/capacitor-secure-storage puts before each key. */
export const SECURE_STORAGE_PREFIX = 'capacitor-storage_';

/**
 * The fake Java side. Runs in the page before Capacitor's bridge script, so it must be self-contained
 * (Playwright sends its source): no imports, no outer variables. State that outlives a page load on a
 * phone (secure storage, a permission once answered) is kept in sessionStorage, as a relaunch would.
 */
export function installSimulatedNative(options: SimulatedNativeOptions): void {
  const STATE_KEY = '__simulatedNative';
  const prefix = 'capacitor-storage_';
  interface Saved {
    keystore: Record<string, string>;
    pushPermission: PushPermission;
    healthPermission: PushPermission;
  }
  let saved: Saved | null = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(STATE_KEY) ?? 'null') as Saved | null;
  } catch {
    saved = null;
  }
  const keystore: Record<string, string> = saved?.keystore ?? {};
  if (!saved) {
    for (const [key, value] of Object.entries(options.secureStorage ?? {})) keystore[prefix + key] = value;
  }
  const failing = new Set(options.failingPlugins ?? []);
  const listeners = new Map<string, Array<{ callbackId: string; plugin: string }>>();
  const retained = new Map<string, unknown[]>();
  let token = options.pushToken ?? 'simulated-push-token';

  interface Result {
    callbackId: string;
    pluginId: string;
    methodName: string;
    success: boolean;
    data?: unknown;
    error?: { message: string; code?: string };
    save?: boolean;
  }
  const toJs = (result: Result) => {
    // The Java side answers on its own thread: never within the call.
    setTimeout(() => {
      // A page (or test) that has gone has no bridge left to answer.
      (window as unknown as { Capacitor?: { fromNative: (r: Result) => void } }).Capacitor?.fromNative(result);
    }, 0);
  };

  const control: NativeShellControl = {
    calls: [],
    keystore,
    readSecure: (key) => keystore[prefix + key] ?? null,
    pushPermission: saved?.pushPermission ?? options.pushPermission ?? 'prompt',
    emit(plugin, eventName, data) {
      const targets = (listeners.get(`${plugin}.${eventName}`) ?? []).slice();
      if (targets.length === 0) {
        retained.set(`${plugin}.${eventName}`, [...(retained.get(`${plugin}.${eventName}`) ?? []), data]);
        return;
      }
      for (const target of targets) {
        toJs({
          callbackId: target.callbackId,
          pluginId: plugin,
          methodName: 'addListener',
          success: true,
          data,
          save: true,
        });
      }
    },
    tapNotification(data) {
      control.emit('PushNotifications', 'pushNotificationActionPerformed', {
        actionId: 'tap',
        notification: { id: 'simulated', data },
      });
    },
    pressBackButton() {
      control.emit('App', 'backButton', { canGoBack: window.history.length > 1 });
    },
    openUrl(url) {
      control.emit('App', 'appUrlOpen', { url });
    },
    refreshPushToken(next) {
      token = next;
      control.emit('PushNotifications', 'registration', { value: next });
    },
    exited: false,
    healthPermission: saved?.healthPermission ?? options.health?.permission ?? 'prompt',
    steps: { ...(options.health?.steps ?? {}) },
    resume() {
      control.emit('App', 'appStateChange', { isActive: true });
      control.emit('App', 'resume', {});
    },
  };
  const save = () => {
    const state: Saved = {
      keystore,
      pushPermission: control.pushPermission,
      healthPermission: control.healthPermission,
    };
    sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
  };
  save();

  type Handler = (call: Record<string, unknown>) => unknown;

  // Health Connect, as @capgo/capacitor-health's Android side answers: only the permissions the app's
  // manifest declares (reading steps) can be granted; without Health Connect every call but isAvailable fails.
  const healthAvailability = options.health?.availability ?? 'available';
  const requireHealthConnect = () => {
    if (healthAvailability === 'update-required') throw new Error('Health Connect needs an update.');
    if (healthAvailability === 'unavailable') throw new Error('Health Connect is unavailable on this device.');
  };
  const healthStatus = (call: Record<string, unknown>) => {
    const read = Array.isArray(call.read) ? (call.read as string[]) : [];
    const write = Array.isArray(call.write) ? (call.write as string[]) : [];
    const canRead = (type: string) => type === 'steps' && control.healthPermission === 'granted';
    return {
      readAuthorized: read.filter(canRead),
      readDenied: read.filter((type) => !canRead(type)),
      writeAuthorized: [],
      writeDenied: write,
    };
  };
  /**
   * A day's steps as a phone stores them: a morning walk and the rest of the day, in the phone's time
   * zone; today's up to now (a phone has counted nothing yet for the hours to come).
   */
  const stepSamples = () =>
    Object.entries(control.steps).flatMap(([day, total]) => {
      const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
      const midnight = new Date(year, month - 1, date).getTime();
      const at = (hour: number) => midnight + hour * 3_600_000;
      const now = Date.now();
      const isToday = midnight <= now && now < at(24);
      const split = isToday ? midnight + Math.floor((now - midnight) / 3) : at(8);
      const morning = Math.floor(total / 3);
      return [
        { start: isToday ? midnight : at(7), end: split, value: morning },
        { start: split, end: isToday ? now : at(21), value: total - morning },
      ].map((sample) => ({
        dataType: 'steps',
        value: sample.value,
        unit: 'count',
        startDate: new Date(sample.start).toISOString(),
        endDate: new Date(sample.end).toISOString(),
        sourceId: 'com.simulated.pedometer',
        sourceName: 'Simulated phone',
      }));
    });
  const plugins: Record<string, Record<string, Handler>> = {
    App: {
      exitApp: () => {
        control.exited = true;
        return undefined;
      },
      getInfo: () => ({ name: 'Simulated', id: 'com.example.simulated', build: '1', version: '1.0.0' }),
      getLaunchUrl: () => (options.launchUrl ? { url: options.launchUrl } : {}),
      getState: () => ({ isActive: true }),
      minimizeApp: () => ({}),
      toggleBackButtonHandler: () => ({}),
    },
    Browser: { open: () => ({}), close: () => ({}) },
    Health: {
      isAvailable: () =>
        healthAvailability === 'available'
          ? { available: true, platform: 'android' }
          : {
              available: false,
              platform: 'android',
              reason:
                healthAvailability === 'update-required'
                  ? 'Health Connect needs an update.'
                  : 'Health Connect is unavailable on this device.',
            },
      requestAuthorization: (call) => {
        requireHealthConnect();
        const read = Array.isArray(call.read) ? (call.read as string[]) : [];
        if (read.includes('steps') && control.healthPermission === 'prompt') {
          control.healthPermission = options.health?.answer ?? 'granted';
          save();
        }
        return healthStatus(call);
      },
      checkAuthorization: (call) => {
        requireHealthConnect();
        return healthStatus(call);
      },
      readSamples: (call) => {
        requireHealthConnect();
        if (call.dataType !== 'steps' || control.healthPermission !== 'granted') {
          throw new Error(`Caller doesn't have android.permission.health.READ_${String(call.dataType).toUpperCase()}`);
        }
        const start = Date.parse(String(call.startDate));
        const end = Date.parse(String(call.endDate));
        const limit = typeof call.limit === 'number' ? call.limit : 100;
        const inRange = stepSamples()
          .filter((sample) => Date.parse(sample.startDate) < end && Date.parse(sample.endDate) >= start)
          .sort((a, b) => a.startDate.localeCompare(b.startDate));
        const ordered = call.ascending === true ? inRange : inRange.reverse();
        return { samples: limit > 0 ? ordered.slice(0, limit) : ordered };
      },
      getPluginVersion: () => ({ version: '7.2.15' }),
    },
    PushNotifications: {
      checkPermissions: () => ({ receive: control.pushPermission }),
      requestPermissions: () => {
        if (control.pushPermission === 'prompt') control.pushPermission = options.pushAnswer ?? 'granted';
        save();
        return { receive: control.pushPermission };
      },
      register: () => {
        if (control.pushPermission !== 'granted') throw new Error('Notifications are not allowed');
        setTimeout(() => control.emit('PushNotifications', 'registration', { value: token }), 0);
        return {};
      },
      unregister: () => ({}),
      getDeliveredNotifications: () => ({ notifications: [] }),
      removeDeliveredNotifications: () => ({}),
      removeAllDeliveredNotifications: () => ({}),
      createChannel: () => ({}),
      deleteChannel: () => ({}),
      listChannels: () => ({ channels: [] }),
    },
    SecureStorage: {
      internalSetItem: (call) => {
        keystore[String(call.prefixedKey)] = String(call.data);
        save();
        return {};
      },
      internalGetItem: (call) => ({ data: keystore[String(call.prefixedKey)] ?? null }),
      internalRemoveItem: (call) => {
        const key = String(call.prefixedKey);
        const success = key in keystore;
        delete keystore[key];
        save();
        return { success };
      },
      clearItemsWithPrefix: (call) => {
        for (const key of Object.keys(keystore)) if (key.startsWith(String(call._prefix ?? ''))) delete keystore[key];
        save();
        return {};
      },
      getPrefixedKeys: (call) => ({ keys: Object.keys(keystore).filter((key) => key.startsWith(String(call.prefix))) }),
    },
    SplashScreen: { show: () => ({}), hide: () => ({}) },
    StatusBar: {
      setStyle: () => ({}),
      setBackgroundColor: () => ({}),
      show: () => ({}),
      hide: () => ({}),
      getInfo: () => ({ visible: true, style: 'DEFAULT', color: '#000000', overlays: false }),
      setOverlaysWebView: () => ({}),
    },
  };

  interface Message {
    callbackId: string;
    pluginId: string;
    methodName: string;
    options: Record<string, unknown>;
  }
  const receive = ({ callbackId, pluginId, methodName, options: callOptions }: Message) => {
    control.calls.push({ plugin: pluginId, method: methodName, options: callOptions });
    const reply = (result: Omit<Result, 'callbackId' | 'pluginId' | 'methodName'>) =>
      toJs({ callbackId, pluginId, methodName, ...result });
    if (failing.has(pluginId)) {
      reply({ success: false, error: { message: `${pluginId} failed (simulated)` } });
      return;
    }
    if (methodName === 'addListener') {
      const eventName = String(callOptions.eventName);
      const key = `${pluginId}.${eventName}`;
      listeners.set(key, [...(listeners.get(key) ?? []), { callbackId, plugin: pluginId }]);
      for (const data of retained.get(key) ?? []) {
        toJs({ callbackId, pluginId, methodName, success: true, data, save: true });
      }
      retained.delete(key);
      return;
    }
    if (methodName === 'removeListener') {
      const key = `${pluginId}.${String(callOptions.eventName)}`;
      listeners.set(
        key,
        (listeners.get(key) ?? []).filter((entry) => entry.callbackId !== callOptions.callbackId),
      );
      return;
    }
    if (methodName === 'removeAllListeners') {
      for (const [key, entries] of listeners)
        listeners.set(
          key,
          entries.filter((entry) => entry.plugin !== pluginId),
        );
      reply({ success: true, data: {} });
      return;
    }
    const handler = plugins[pluginId]?.[methodName];
    if (!handler) {
      reply({
        success: false,
        error: { message: `${pluginId}.${methodName} is not simulated`, code: 'UNIMPLEMENTED' },
      });
      return;
    }
    try {
      reply({ success: true, data: handler(callOptions) ?? {} });
    } catch (error) {
      reply({ success: false, error: { message: error instanceof Error ? error.message : String(error) } });
    }
  };

  const bridgeWindow = window as unknown as { androidBridge: unknown; __nativeShell: NativeShellControl };
  // What Android's WebView exposes as a JavascriptInterface: the bridge posts each call here as JSON.
  bridgeWindow.androidBridge = {
    postMessage: (json: string) => receive(JSON.parse(json) as Message),
  };
  bridgeWindow.__nativeShell = control;
}

/** A plugin's header, as Capacitor's Android bridge describes it (JSExport.createPluginHeader). */
export interface PluginHeader {
  name: string;
  methods: Array<{ name: string; rtype?: 'promise' | 'callback' }>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SEARCH_ROOTS = [path.resolve(HERE, '../..'), path.resolve(HERE, '../../../..')];

function packageDir(name: string): string {
  for (const root of SEARCH_ROOTS) {
    const candidate = path.join(root, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed (looked in ${SEARCH_ROOTS.join(', ')})`);
}

/** A plugin's Android sources, in Java or Kotlin. */
function androidSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && (entry.name.endsWith('.java') || entry.name.endsWith('.kt')))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The native plugins the app uses, by package. */
export const NATIVE_PLUGIN_PACKAGES = [
  '@capacitor/app',
  '@capacitor/browser',
  '@capacitor/push-notifications',
  '@capacitor/splash-screen',
  '@capacitor/status-bar',
  '@aparajita/capacitor-secure-storage',
  '@capgo/capacitor-health',
] as const;

/** Methods every plugin has from Capacitor's Plugin class, with their return types. */
const BASE_METHODS: PluginHeader['methods'] = [
  { name: 'addListener' },
  { name: 'removeListener' },
  { name: 'removeAllListeners', rtype: 'promise' },
  { name: 'checkPermissions', rtype: 'promise' },
  { name: 'requestPermissions', rtype: 'promise' },
];

/**
 * A plugin's header from its Android sources: `@CapacitorPlugin(name = …)` and its `@PluginMethod`s
 * (`public void name(` in Java, `fun name(` in Kotlin).
 */
export function readPluginHeader(packageName: string): PluginHeader {
  const sources = androidSources(path.join(packageDir(packageName), 'android', 'src', 'main')).map((file) =>
    readFileSync(file, 'utf8'),
  );
  for (const source of sources) {
    const name = /@CapacitorPlugin\(\s*name\s*=\s*"(\w+)"/.exec(source)?.[1];
    if (!name) continue;
    const methods = new Map(BASE_METHODS.map((method) => [method.name, method]));
    for (const match of source.matchAll(/@PluginMethod(\([^)]*\))?\s+(?:public\s+void|fun)\s+(\w+)\s*\(/g)) {
      const returnType = /RETURN_(NONE|CALLBACK|PROMISE)/.exec(match[1] ?? '')?.[1] ?? 'PROMISE';
      const methodName = match[2] ?? '';
      methods.set(
        methodName,
        returnType === 'NONE'
          ? { name: methodName }
          : { name: methodName, rtype: returnType === 'CALLBACK' ? 'callback' : 'promise' },
      );
    }
    return { name, methods: [...methods.values()] };
  }
  throw new Error(`${packageName} has no @CapacitorPlugin in its Android sources`);
}

/**
 * The script a phone runs before the app's own, with the fake Java side first: Capacitor's global
 * (JSExport.getGlobalJS), the server URL, the real native-bridge.js, then the plugins' headers.
 * `reuseGlobal` keeps a `window.Capacitor` already there (Vitest: see installSimulatedBridge).
 */
export function simulatedBridgeScript(options: SimulatedNativeOptions = {}, { reuseGlobal = false } = {}): string {
  const missing = new Set(options.missingPlugins ?? []);
  const headers = NATIVE_PLUGIN_PACKAGES.map(readPluginHeader).filter((header) => !missing.has(header.name));
  const nativeBridge = readFileSync(
    path.join(packageDir('@capacitor/android'), 'capacitor', 'src', 'main', 'assets', 'native-bridge.js'),
    'utf8',
  );
  const globalJs = 'window.Capacitor = { DEBUG: false, isLoggingEnabled: false, Plugins: {} };';
  return [
    `(${installSimulatedNative.toString()})(${JSON.stringify(options)});`,
    reuseGlobal ? `if (!window.Capacitor) ${globalJs}` : globalJs,
    'window.WEBVIEW_SERVER_URL = window.location.origin;',
    nativeBridge,
    `window.Capacitor.PluginHeaders = ${JSON.stringify(headers)};`,
  ].join('\n\n');
}

/** The `window.Capacitor` of this test worker (see installSimulatedBridge). */
const worker = globalThis as typeof globalThis & { __simulatedCapacitor?: unknown };

/**
 * Vitest: makes this jsdom window a simulated Android shell. Import the code under test after it (and
 * `vi.resetModules()` between tests, so the app's modules start afresh on the new bridge).
 *
 * @capacitor/core and the plugins are loaded by Node, outside Vitest's module registry: once per test
 * worker, by whichever test file of the worker first calls a plugin, and `vi.resetModules()` does not
 * load them again. Core keeps the `window.Capacitor` it found then. Every install in the worker (in any
 * file, from any copy of this module) therefore runs a fresh bridge (new fakes, new callbacks) on that
 * same object, kept on the worker's global; and which plugins are missing is fixed by the worker's first
 * install. (A plugin called with only `setNative` would load core without a bridge: plugins need this.)
 */
export function installSimulatedBridge(options: SimulatedNativeOptions = {}): NativeShellControl {
  sessionStorage.removeItem('__simulatedNative');
  const target = window as unknown as Record<string, unknown>;
  if (worker.__simulatedCapacitor) target.Capacitor = worker.__simulatedCapacitor;
  else delete target.Capacitor;
  // Indirect eval: the script runs as a classic script of the page, as the WebView injects it.
  (0, eval)(simulatedBridgeScript(options, { reuseGlobal: true }));
  worker.__simulatedCapacitor = target.Capacitor;
  const control = window.__nativeShell;
  if (!control) throw new Error('The simulated bridge did not install');
  return control;
}

/** Vitest: back to a plain browser (a message still in flight from the test that ended goes nowhere). */
export function removeSimulatedBridge(): void {
  const target = window as unknown as Record<string, unknown>;
  delete target.Capacitor;
  target.androidBridge = { postMessage: () => undefined };
  delete target.__nativeShell;
  sessionStorage.removeItem('__simulatedNative');
}

/** The calls to one plugin's method, in order. */
export function callsTo(control: NativeShellControl, plugin: string, method?: string): NativeCall[] {
  return control.calls.filter((call) => call.plugin === plugin && (method === undefined || call.method === method));
}
