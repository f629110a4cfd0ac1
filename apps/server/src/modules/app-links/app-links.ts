/**
 * The deep-link association files each brand's host publishes, from configuration: which app (the
 * brand's application id, `getNativeAppId`) may open which of the host's links, and the certificates
 * (Android) or team (Apple) that prove it is ours.
 */
import { APP_LINK_PATTERNS, getNativeAppId } from '@portal/contracts/app-links';
import type { TAppleAppSiteAssociation, TAssetLinks } from '@portal/contracts/app-links';
import { isBrandKey } from '@portal/contracts/brands';

/** Signing-certificate fingerprints: for every brand's app, and for one brand's only. */
export interface AndroidCertFingerprints {
  all: readonly string[];
  byBrand: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** A SHA-256 fingerprint as `keytool -list -v` and the Play console print it: 32 bytes, hex, colons. */
const FINGERPRINT_PATTERN = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

export class AndroidCertFingerprintsError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(issues.join(' '));
    this.name = 'AndroidCertFingerprintsError';
  }
}

/**
 * Reads `AA:BB:…,swift=CC:DD:…` (commas or whitespace between entries): a bare fingerprint is every
 * brand's app's (one upload key for all), `brand=` one brand's (Play App Signing gives each app its own).
 * Throws an `AndroidCertFingerprintsError` listing every problem.
 */
export function parseAndroidCertFingerprints(value: string | undefined): AndroidCertFingerprints {
  const all: string[] = [];
  const byBrand: Partial<Record<string, string[]>> = {};
  const issues: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const brand = separator === -1 ? undefined : entry.slice(0, separator).trim().toLowerCase();
    const fingerprint = (separator === -1 ? entry : entry.slice(separator + 1)).trim().toUpperCase();
    if (brand !== undefined && !isBrandKey(brand)) {
      issues.push(`"${brand}" is not a brand.`);
      continue;
    }
    if (!FINGERPRINT_PATTERN.test(fingerprint)) {
      issues.push(`"${fingerprint.slice(0, 20)}…" is not a SHA-256 fingerprint (32 hex bytes separated by colons).`);
      continue;
    }
    const list = brand === undefined ? all : (byBrand[brand] ??= []);
    if (!list.includes(fingerprint)) list.push(fingerprint);
  }
  if (issues.length > 0) throw new AndroidCertFingerprintsError(issues);
  return { all, byBrand };
}

/** `/.well-known/assetlinks.json` for the brand: its app may handle all its links; empty without a fingerprint. */
export function buildAssetLinks(brandKey: string, fingerprints: AndroidCertFingerprints): TAssetLinks {
  const certificates = [...new Set([...(fingerprints.byBrand[brandKey] ?? []), ...fingerprints.all])];
  if (certificates.length === 0) return [];
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: getNativeAppId(brandKey),
        sha256_cert_fingerprints: certificates,
      },
    },
  ];
}

/** `/.well-known/apple-app-site-association` for the brand; no app without an Apple team id. */
export function buildAppleAppSiteAssociation(brandKey: string, teamId: string | undefined): TAppleAppSiteAssociation {
  if (!teamId) return { applinks: { apps: [], details: [] } };
  const appId = `${teamId}.${getNativeAppId(brandKey)}`;
  return {
    applinks: {
      apps: [],
      details: [
        {
          appIDs: [appId],
          components: APP_LINK_PATTERNS.map((pattern) => ({ '/': pattern })),
          appID: appId,
          paths: [...APP_LINK_PATTERNS],
        },
      ],
    },
  };
}
