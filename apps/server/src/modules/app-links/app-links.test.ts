/**
 * The deep-link association files on each brand's host. They are outside /api (like
 * `/.well-known/jwks.json`), so the route matrix and the fuzz test do not walk them: these tests cover
 * them instead — per brand host, from configuration, JSON without a redirect, and never swallowed by the
 * web app's pages.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAppleAppSiteAssociation, ZAssetLinks, getNativeAppId } from '@portal/contracts/app-links';
import { BRAND_KEYS } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';
import { BRAND_HEADER } from '@portal/contracts/headers';
import { parseConfig } from '../../config';
import { api } from '../../test/api';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { AndroidCertFingerprintsError, parseAndroidCertFingerprints } from './app-links';

const ASSET_LINKS = '/.well-known/assetlinks.json';
const AASA = '/.well-known/apple-app-site-association';
const TEAM_ID = 'A1B2C3D4E5';
const SHARED = Array.from({ length: 32 }, (_, index) => index.toString(16).padStart(2, '0').toUpperCase()).join(':');
const SWIFT_ONLY = SHARED.replace(/^00/, 'FF');

/** The host each brand is reached on in development (the default brand: a host no brand matches). */
const hostOf = (brand: BrandKey) => (brand === 'default' ? '127.0.0.1' : `${brand}.localhost`);

let configured: TestApp;
let bare: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app in place, so its static files and page fallback are live around these routes.
  webDist = await mkdtemp(path.join(tmpdir(), 'app-links-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  await mkdir(path.join(webDist, '.well-known'), { recursive: true });
  await writeFile(path.join(webDist, '.well-known', 'assetlinks.json'), '"a stale copy in the build"');
  [configured, bare] = await Promise.all([
    createTestApp({
      WEB_DIST: webDist,
      APPLE_TEAM_ID: TEAM_ID,
      // One fingerprint for every brand's app, and swift's own besides (with spaces and lower case).
      ANDROID_CERT_FINGERPRINTS: ` ${SHARED}, swift=${SWIFT_ONLY.toLowerCase()} `,
    }),
    createTestApp(),
  ]);
});

afterAll(async () => {
  await Promise.all([configured?.close(), bare?.close()]);
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /.well-known/assetlinks.json', () => {
  for (const brand of BRAND_KEYS) {
    it(`names ${brand}'s app and its certificates on ${hostOf(brand)}`, async () => {
      const response = await api(configured.app, { host: hostOf(brand) }).get(ASSET_LINKS);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(ZAssetLinks.parse(response.json())).toEqual([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: getNativeAppId(brand),
            sha256_cert_fingerprints: brand === 'swift' ? [SWIFT_ONLY, SHARED] : [SHARED],
          },
        },
      ]);
    });
  }

  it('is an empty list without configured certificates (no app may claim the links)', async () => {
    const response = await api(bare.app, { host: hostOf('oakmore') }).get(ASSET_LINKS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('follows the brand header as the API does, and says so in Vary', async () => {
    const response = await api(configured.app, { host: hostOf('swift') }).get(ASSET_LINKS, {
      headers: { [BRAND_HEADER]: 'incent' },
    });
    expect(response.json()[0].target.package_name).toBe('com.wellnessportal.incent');
    expect(String(response.headers.vary)).toContain(BRAND_HEADER);
  });
});

describe('GET /.well-known/apple-app-site-association', () => {
  for (const brand of BRAND_KEYS) {
    it(`lets ${brand}'s app open invitation, reset-password and article links on ${hostOf(brand)}`, async () => {
      const response = await api(configured.app, { host: hostOf(brand) }).get(AASA);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.location).toBeUndefined();
      const appId = `${TEAM_ID}.${getNativeAppId(brand)}`;
      expect(ZAppleAppSiteAssociation.parse(response.json())).toEqual({
        applinks: {
          apps: [],
          details: [
            {
              appIDs: [appId],
              components: [
                { '/': '/confirm-invitation*' },
                { '/': '/reset-password*' },
                { '/': '/dashboard/articles/*' },
                { '/': '/app-sign-in*' },
              ],
              appID: appId,
              paths: ['/confirm-invitation*', '/reset-password*', '/dashboard/articles/*', '/app-sign-in*'],
            },
          ],
        },
      });
    });
  }

  it('names no app without APPLE_TEAM_ID', async () => {
    const response = await api(bare.app, { host: hostOf('swift') }).get(AASA);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ applinks: { apps: [], details: [] } });
  });
});

describe('beside the web app', () => {
  it('answers JSON, not the app’s page, even to a browser asking for HTML, and not a file of the build', async () => {
    for (const url of [ASSET_LINKS, AASA]) {
      const response = await api(configured.app, { host: hostOf('swift') }).get(url, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body).not.toContain('stale');
    }
  });

  it('leaves the app’s pages to the web app', async () => {
    const page = await api(configured.app, { host: hostOf('swift') }).get('/dashboard/articles/42', {
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('is a GET only', async () => {
    const response = await api(configured.app, { host: hostOf('swift') }).post(AASA);
    expect(response.statusCode).toBe(404);
  });
});

describe('ANDROID_CERT_FINGERPRINTS and APPLE_TEAM_ID', () => {
  it('reads shared and per-brand fingerprints, once each, in upper case', () => {
    expect(parseAndroidCertFingerprints(`${SHARED},${SHARED.toLowerCase()} oakmore=${SWIFT_ONLY}`)).toEqual({
      all: [SHARED],
      byBrand: { oakmore: [SWIFT_ONLY] },
    });
    expect(parseAndroidCertFingerprints(undefined)).toEqual({ all: [], byBrand: {} });
  });

  it('names every mistake', () => {
    let error: unknown;
    try {
      parseAndroidCertFingerprints(`nobrand=${SHARED},AB:CD,${SHARED.replace(/:/g, '')}`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AndroidCertFingerprintsError);
    expect((error as AndroidCertFingerprintsError).issues).toHaveLength(3);
    expect(() => parseConfig({ ANDROID_CERT_FINGERPRINTS: 'AB:CD' })).toThrow(
      /ANDROID_CERT_FINGERPRINTS: .*not a SHA-256 fingerprint/,
    );
    expect(() => parseConfig({ APPLE_TEAM_ID: 'team' })).toThrow(/APPLE_TEAM_ID: Use the 10-character Apple team id/);
  });
});
