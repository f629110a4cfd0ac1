// @vitest-environment node
// The committed native projects (apps/web/android, apps/web/ios), synced as a developer syncs them, in a copy
// outside the tree: a sync from a clean clone changes nothing git tracks, and a brand build has its id, name,
// plugins, permissions and deep-link hosts in both projects. No Android SDK or Xcode needed: the files are read.
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLinksBlock, writeAppLinks } from './android-project.mjs';
import { entitlements } from './ios-project.mjs';
import { androidLinkPaths, linkHosts, portalUrl, WEB_ROOT } from './native-brand.mjs';

const REPO = path.resolve(WEB_ROOT, '..', '..');
const MOBILE_SCRIPT = path.join(WEB_ROOT, 'scripts', 'mobile', 'mobile.mjs');
const PLUGINS = {
  gradle: [
    'aparajita-capacitor-secure-storage',
    'capacitor-app',
    'capacitor-browser',
    'capacitor-push-notifications',
    'capacitor-splash-screen',
    'capacitor-status-bar',
    'capgo-capacitor-health',
  ],
  pods: [
    'Capacitor',
    'CapacitorCordova',
    'AparajitaCapacitorSecureStorage',
    'CapacitorApp',
    'CapacitorBrowser',
    'CapacitorPushNotifications',
    'CapacitorSplashScreen',
    'CapacitorStatusBar',
    'CapgoCapacitorHealth',
  ],
};
const LINK_PATHS = ['/confirm-invitation', '/reset-password', '/dashboard/articles/', '/app-sign-in'];

const run = promisify(execFile);

/** A package whose folder the native projects name (a platform, a plugin): copied, so its real path is in the copy. */
function isNativePackage(dir) {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const { name, capacitor } = JSON.parse(readFileSync(manifest, 'utf8'));
  return Boolean(capacitor) || name === '@capacitor/android' || name === '@capacitor/ios';
}

/** node_modules at `to` standing for the one at `from`: native packages copied, the rest linked. */
function mirrorModules(from, to) {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    if (entry.startsWith('@')) {
      mirrorModules(source, path.join(to, entry));
    } else if (isNativePackage(source)) {
      cpSync(realpathSync(source), path.join(to, entry), { recursive: true });
    } else {
      symlinkSync(realpathSync(source), path.join(to, entry));
    }
  }
}

function git(cwd, ...args) {
  return execFileSync(
    'git',
    ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8' },
  );
}

/**
 * The repository as a clean clone has it, where the native projects are concerned: their files as git would
 * commit them (tracked, or new and not ignored), capacitor.config.ts, and the packages at the same places.
 */
function cleanCopy() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-native-'));
  const web = path.join(root, 'apps', 'web');
  const files = git(
    REPO,
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'apps/web/android',
    'apps/web/ios',
  )
    .split('\n')
    .filter((file) => file && existsSync(path.join(REPO, file)));
  for (const file of [...files, 'apps/web/capacitor.config.ts', 'apps/web/package.json']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO, file), path.join(root, file));
  }
  mirrorModules(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  mirrorModules(path.join(WEB_ROOT, 'node_modules'), path.join(web, 'node_modules'));
  // The built web app (capacitor.config.ts's webDir): any page will do for a sync.
  mkdirSync(path.join(web, 'native-web', 'dist'), { recursive: true });
  writeFileSync(path.join(web, 'native-web', 'dist', 'index.html'), '<!doctype html><title>Portal</title>\n');
  git(root, 'init', '--quiet');
  git(root, 'add', '--', 'apps/web/android', 'apps/web/ios');
  git(root, 'commit', '--quiet', '--no-verify', '-m', 'clean clone');
  return { root, web };
}

/** `npm run mobile -- --skip-build` for `brand` in the copy. */
async function syncCopy(web, { brand, publicUrls = '' } = {}) {
  const env = { ...process.env, PUBLIC_URLS: publicUrls };
  delete env.VITE_BRAND;
  const args = [MOBILE_SCRIPT, '--skip-build', `--project=${web}`, ...(brand ? [`--brand=${brand}`] : [])];
  await run(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 });
}

function read(web, file) {
  return readFileSync(path.join(web, file), 'utf8');
}

/** A PNG's size and colour type (2: RGB, 3: palette, 6: RGBA), from its header. */
function png(web, file) {
  const header = readFileSync(path.join(web, file)).subarray(0, 26);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20), colourType: header[25] };
}

function nativeConfigs(web) {
  return ['android/app/src/main/assets/capacitor.config.json', 'ios/App/App/capacitor.config.json'].map((file) =>
    JSON.parse(read(web, file)),
  );
}

/** What every build has, whichever its brand: the plugins registered, the permissions declared. */
function expectPluginsAndPermissions(web) {
  const settings = read(web, 'android/capacitor.settings.gradle');
  const build = read(web, 'android/app/capacitor.build.gradle');
  for (const plugin of ['capacitor-android', ...PLUGINS.gradle]) {
    const dir = new RegExp(`project\\(':${plugin}'\\)\\.projectDir = new File\\('([^']+)'\\)`).exec(settings)?.[1];
    expect(dir, `${plugin} in capacitor.settings.gradle`).toBeDefined();
    expect(existsSync(path.resolve(web, 'android', dir)), `${plugin}'s folder`).toBe(true);
  }
  for (const plugin of PLUGINS.gradle) expect(build).toContain(`implementation project(':${plugin}')`);

  const podfile = read(web, 'ios/App/Podfile');
  for (const pod of PLUGINS.pods) {
    const dir = new RegExp(`pod '${pod}', :path => '([^']+)'`).exec(podfile)?.[1];
    expect(dir, `${pod} in the Podfile`).toBeDefined();
    expect(existsSync(path.resolve(web, 'ios', 'App', dir)), `${pod}'s folder`).toBe(true);
  }

  const manifest = read(web, 'android/app/src/main/AndroidManifest.xml');
  for (const permission of ['INTERNET', 'POST_NOTIFICATIONS', 'CAMERA']) {
    expect(manifest).toContain(`<uses-permission android:name="android.permission.${permission}" />`);
  }
  expect(read(web, 'ios/App/App/Info.plist')).toMatch(
    /<key>NSCameraUsageDescription<\/key>\s*<string>[^<]{20,}<\/string>/,
  );
  expect(read(web, 'ios/App/App/App.entitlements')).toMatch(/<key>aps-environment<\/key>/);
  expect(read(web, 'ios/App/App/App.entitlements')).toMatch(/<key>com\.apple\.developer\.healthkit<\/key>\s*<true\/>/);
  expect(manifest).toContain('<uses-permission android:name="android.permission.health.READ_STEPS" />');
  expect(read(web, 'ios/App/App/Info.plist')).toContain('<key>NSHealthShareUsageDescription</key>');
  expect(
    read(web, 'ios/App/App.xcodeproj/project.pbxproj').match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g),
  ).toHaveLength(2);
  // The APNs token reaches the push plugin only through the AppDelegate.
  expect(read(web, 'ios/App/App/AppDelegate.swift')).toContain('.capacitorDidRegisterForRemoteNotifications');

  for (const config of nativeConfigs(web)) {
    expect(config.plugins.SplashScreen.launchAutoHide).toBe(false);
    expect(Object.keys(config.plugins)).toEqual(
      expect.arrayContaining(['SplashScreen', 'StatusBar', 'PushNotifications']),
    );
  }
  expect(png(web, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png')).toEqual({
    width: 1024,
    height: 1024,
    colourType: 2,
  });
  expect(png(web, 'android/app/src/main/res/mipmap-xxxhdpi/ic_launcher_foreground.png')).toMatchObject({ width: 432 });
  expect(png(web, 'android/app/src/main/res/drawable-port-xxxhdpi/splash.png')).toMatchObject({
    width: 1280,
    height: 1920,
  });
}

describe('a brand in the native projects', () => {
  it('takes its deep-link host from PUBLIC_URLS, else the development address; the neutral build claims none', () => {
    expect(linkHosts('swift', 'oakmore=https://oakmore.example swift=https://care.swift.example')).toEqual([
      { scheme: 'https', host: 'care.swift.example' },
    ]);
    expect(linkHosts('incent', '')).toEqual([{ scheme: 'http', host: 'incent.localhost' }]);
    expect(linkHosts('default', '')).toEqual([{ scheme: 'http', host: '127.0.0.1' }]);
    expect(linkHosts(undefined, 'swift=https://care.swift.example')).toEqual([]);
  });

  it('calls the portal at --portal-url, else the brand address in PUBLIC_URLS, else the development server', () => {
    expect(portalUrl('swift', 'swift=https://care.swift.example/app', 'https://tunnel.example/x')).toBe(
      'https://tunnel.example',
    );
    expect(portalUrl('swift', 'swift=https://care.swift.example')).toBe('https://care.swift.example');
    expect(portalUrl('incent', '')).toBe('http://incent.localhost:8080');
    expect(portalUrl(undefined, '')).toBe('http://127.0.0.1:8080');
  });

  it('opens the links the server vouches for: Apple patterns as Android path prefixes', () => {
    expect(androidLinkPaths(['/confirm-invitation*', '/dashboard/articles/*', '/privacy-policy'])).toEqual([
      { attribute: 'pathPrefix', value: '/confirm-invitation' },
      { attribute: 'pathPrefix', value: '/dashboard/articles/' },
      { attribute: 'path', value: '/privacy-policy' },
    ]);
  });

  it('replaces the intent filter between the manifest markers, and keeps the markers for the next brand', () => {
    const manifest = '<activity>\n    <!-- app-links: x -->\n    <!-- /app-links -->\n</activity>\n';
    const brand = { hosts: [{ scheme: 'https', host: 'a.example' }], linkPatterns: ['/reset-password*'] };
    const once = writeAppLinks(manifest, brand);
    expect(once).toContain('<intent-filter android:autoVerify="true">');
    expect(once).toContain('    <!-- app-links: x -->\n    <intent-filter');
    expect(writeAppLinks(once, brand)).toBe(once);
    expect(writeAppLinks(once, { ...brand, hosts: [] })).toBe(manifest);
    expect(appLinksBlock({ ...brand, hosts: [] })).toBe('');
    expect(() => writeAppLinks('<activity/>', brand)).toThrow(/markers/);
  });

  it('gives iOS only its https hosts: Universal Links are verified over https', () => {
    const text = entitlements({
      hosts: [
        { scheme: 'https', host: 'care.swift.example' },
        { scheme: 'http', host: 'swift.localhost' },
      ],
    });
    expect(text).toContain('<string>applinks:care.swift.example</string>');
    expect(text).not.toContain('swift.localhost');
    expect(entitlements({ hosts: [] })).not.toContain('associated-domains');
  });
});

describe('the committed native projects, synced from a clean clone', () => {
  let copy;
  beforeAll(() => {
    copy = cleanCopy();
  });
  afterAll(() => {
    if (copy) rmSync(copy.root, { recursive: true, force: true });
  });

  it('are unchanged by a sync (npm run mobile) but for the web assets and files git ignores', async () => {
    await syncCopy(copy.web);
    const changed = git(copy.root, 'status', '--porcelain', '--', 'apps/web/android', 'apps/web/ios');
    // A change to the projects' generator (Capacitor, a plugin, scripts/mobile) is committed with its output.
    expect(changed, 'run `npm run mobile` (no brand) and commit apps/web/android and apps/web/ios').toBe('');
    // The sync did copy the web app and the config in.
    expect(existsSync(path.join(copy.web, 'android/app/src/main/assets/public/index.html'))).toBe(true);
    expect(existsSync(path.join(copy.web, 'ios/App/App/public/index.html'))).toBe(true);
    for (const config of nativeConfigs(copy.web)) {
      expect(config).toMatchObject({ appId: 'com.wellnessportal.app', appName: 'Wellness Portal' });
    }
    expect(read(copy.web, 'android/app/src/main/AndroidManifest.xml')).not.toContain(
      '<action android:name="android.intent.action.VIEW" />',
    );
    expectPluginsAndPermissions(copy.web);
  }, 180_000);

  it('take a brand: its id, name, colour and deep-link hosts in both projects', async () => {
    await syncCopy(copy.web, { brand: 'swift', publicUrls: 'swift=https://care.swift.example' });
    for (const config of nativeConfigs(copy.web)) {
      expect(config).toMatchObject({ appId: 'com.wellnessportal.swift', appName: 'SwiftCare' });
      expect(config.plugins.StatusBar.backgroundColor).toBe('#0e7490');
      expect(config.plugins.SplashScreen.backgroundColor).toBe('#0e7490');
    }
    expect(read(copy.web, 'android/app/build.gradle')).toContain('applicationId "com.wellnessportal.swift"');
    expect(read(copy.web, 'android/app/src/main/res/values/strings.xml')).toContain(
      '<string name="app_name">SwiftCare</string>',
    );
    expect(read(copy.web, 'android/app/src/main/res/values/brand.xml')).toContain(
      '<color name="splash_background">#0e7490</color>',
    );
    const manifest = read(copy.web, 'android/app/src/main/AndroidManifest.xml');
    const filter = /<intent-filter android:autoVerify="true">[\s\S]*?<\/intent-filter>/.exec(manifest)?.[0] ?? '';
    expect(filter).toContain('<action android:name="android.intent.action.VIEW" />');
    expect(filter).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    expect(filter).toContain('<data android:scheme="https" />');
    expect(filter).toContain('<data android:host="care.swift.example" />');
    for (const prefix of LINK_PATHS) expect(filter).toContain(`<data android:pathPrefix="${prefix}" />`);

    expect(
      read(copy.web, 'ios/App/App.xcodeproj/project.pbxproj').match(
        /PRODUCT_BUNDLE_IDENTIFIER = com\.wellnessportal\.swift;/g,
      ),
    ).toHaveLength(2);
    expect(read(copy.web, 'ios/App/App/Info.plist')).toMatch(
      /<key>CFBundleDisplayName<\/key>\s*<string>SwiftCare<\/string>/,
    );
    expect(read(copy.web, 'ios/App/App/App.entitlements')).toContain('<string>applinks:care.swift.example</string>');
    expectPluginsAndPermissions(copy.web);

    // Only the brand's own parts changed: the sync itself still rewrites nothing else.
    const changed = git(copy.root, 'status', '--porcelain', '--', 'apps/web/android', 'apps/web/ios')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace('apps/web/', ''));
    const brandParts =
      /^(android\/app\/build\.gradle|android\/app\/src\/main\/(AndroidManifest\.xml|res\/.*\.(png|xml))|ios\/App\/App\.xcodeproj\/project\.pbxproj|ios\/App\/App\/(Info\.plist|App\.entitlements|Assets\.xcassets\/.*\.png))$/;
    expect(changed.filter((file) => !brandParts.test(file))).toEqual([]);
  }, 180_000);
});
