// @vitest-environment node
// The phone's step count is read through @capgo/capacitor-health, whose own Android manifest asks to read and
// write five kinds of health data. The committed projects must declare exactly one: reading steps (Health
// Connect on Android, HealthKit on iOS), with what each store requires to show why. No SDK needed: the files are read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entitlements } from './ios-project.mjs';
import { WEB_ROOT } from './native-brand.mjs';

const require = createRequire(import.meta.url);
const PLUGIN_DIR = path.dirname(require.resolve('@capgo/capacitor-health/package.json'));

function read(file) {
  return readFileSync(path.join(WEB_ROOT, file), 'utf8');
}

/** The `<uses-permission>` elements of a manifest, each with whether the merger is told to remove it. */
function usesPermissions(manifest) {
  return [...manifest.matchAll(/<uses-permission\b([^>]*)\/>/g)].map(([, attributes]) => ({
    name: /android:name="([^"]+)"/.exec(attributes)?.[1],
    removed: /tools:node="remove"/.test(attributes),
  }));
}

/** A plist's value for `key` (the element that follows it), or undefined. */
function plistValue(plist, key) {
  return new RegExp(
    `<key>${key.replace(/\./g, '\\.')}</key>\\s*(<string>[^<]*</string>|<true/>|<false/>|<array/>|<array>[\\s\\S]*?</array>)`,
  ).exec(plist)?.[1];
}

describe('Android: Health Connect, steps read-only', () => {
  const manifest = read('android/app/src/main/AndroidManifest.xml');
  const permissions = usesPermissions(manifest);

  it('declares reading steps and no other health permission', () => {
    const health = permissions.filter((permission) => permission.name?.startsWith('android.permission.health.'));
    expect(health.filter((permission) => !permission.removed).map((permission) => permission.name)).toEqual([
      'android.permission.health.READ_STEPS',
    ]);
  });

  it('removes every other health permission the plugin’s own manifest would merge in', () => {
    const pluginManifest = readFileSync(path.join(PLUGIN_DIR, 'android', 'src', 'main', 'AndroidManifest.xml'), 'utf8');
    const asked = usesPermissions(pluginManifest).map((permission) => permission.name);
    expect(asked).toContain('android.permission.health.READ_STEPS');
    const removed = permissions.filter((permission) => permission.removed).map((permission) => permission.name);
    for (const name of asked.filter((name) => name !== 'android.permission.health.READ_STEPS')) {
      expect(removed, `${name} removed from the merged manifest`).toContain(name);
    }
    expect(manifest).toContain('xmlns:tools="http://schemas.android.com/tools"');
  });

  it('shows why, as Health Connect requires: the rationale on Android 13 and lower, the alias on 14 and up', () => {
    const mainActivity = /<activity\b[^>]*android:name="\.MainActivity"[\s\S]*?<\/activity>/.exec(manifest)?.[0] ?? '';
    expect(mainActivity).toContain('<action android:name="androidx.health.ACTION_SHOW_PERMISSIONS_RATIONALE" />');
    const alias = /<activity-alias\b[\s\S]*?<\/activity-alias>/.exec(manifest)?.[0] ?? '';
    expect(alias).toContain('android:targetActivity=".MainActivity"');
    expect(alias).toContain('android:exported="true"');
    expect(alias).toContain('android:permission="android.permission.START_VIEW_PERMISSION_USAGE"');
    expect(alias).toContain('<action android:name="android.intent.action.VIEW_PERMISSION_USAGE" />');
    expect(alias).toContain('<category android:name="android.intent.category.HEALTH_PERMISSIONS" />');
  });

  it('can see the Health Connect app, and runs where Health Connect and the plugin do', () => {
    expect(manifest).toMatch(
      /<queries>\s*<package android:name="com\.google\.android\.apps\.healthdata" \/>\s*<\/queries>/,
    );
    const appMin = Number(/minSdkVersion = (\d+)/.exec(read('android/variables.gradle'))?.[1]);
    const pluginMin = Number(
      /minSdk (\d+)/.exec(readFileSync(path.join(PLUGIN_DIR, 'android', 'build.gradle'), 'utf8'))?.[1],
    );
    expect(pluginMin).toBeGreaterThan(0);
    expect(appMin).toBeGreaterThanOrEqual(pluginMin);
  });
});

describe('iOS: HealthKit, steps read-only', () => {
  it('says why it reads Health, and never asks to write to it', () => {
    const plist = read('ios/App/App/Info.plist');
    expect(plistValue(plist, 'NSHealthShareUsageDescription')).toMatch(/^<string>[^<]*step[^<]{40,}<\/string>$/);
    expect(plist).not.toContain('NSHealthUpdateUsageDescription');
  });

  it('has the HealthKit entitlement, without clinical records, in the committed project and every brand’s', () => {
    const committed = read('ios/App/App/App.entitlements');
    const branded = entitlements({ hosts: [{ scheme: 'https', host: 'care.swift.example' }] });
    for (const text of [committed, branded]) {
      expect(plistValue(text, 'com.apple.developer.healthkit')).toBe('<true/>');
      expect(plistValue(text, 'com.apple.developer.healthkit.access')).toBe('<array/>');
    }
    expect(committed).toBe(entitlements({ hosts: [] }));
  });

  it('signs the app target with those entitlements', () => {
    expect(
      read('ios/App/App.xcodeproj/project.pbxproj').match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g),
    ).toHaveLength(2);
  });
});
