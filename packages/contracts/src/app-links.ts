import * as z from 'zod/mini';

/**
 * The native shell's identity per brand, and the deep-link association files the server publishes on
 * each brand's host (`/.well-known/assetlinks.json` for Android App Links,
 * `/.well-known/apple-app-site-association` for iOS Universal Links).
 *
 * One app per brand: its Android application id and iOS bundle id are both `com.wellnessportal.<brand>`
 * (the native projects and the server read them from here).
 */
export const NATIVE_APP_ID_PREFIX = 'com.wellnessportal';

/**
 * Java's reserved words cannot be a segment of an Android package (the generated MainActivity's
 * `package` line would not compile): such a brand key gets `brand` appended (`default` → `defaultbrand`).
 */
const JAVA_RESERVED = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum ' +
    'extends false final finally float for goto if implements import instanceof int interface long native ' +
    'new null package private protected public return short static strictfp super switch synchronized this ' +
    'throw throws transient true try void volatile while'
  ).split(' '),
);

/** The brand's Android application id and iOS bundle id: `com.wellnessportal.swift`. */
export function getNativeAppId(brandKey: string): string {
  const segment = JAVA_RESERVED.has(brandKey) ? `${brandKey}brand` : brandKey;
  return `${NATIVE_APP_ID_PREFIX}.${segment}`;
}

/**
 * The app's paths a link opens in the native app when it is installed: invitation and reset-password
 * links from the emails, articles (a push notification's or a shared link), and the website's sign-in
 * handed to the app (`APP_HANDOFF_PATH` in app-sign-in.ts). Apple's pattern syntax (`*` is any run of
 * characters); the Android intent filters declare the same prefixes.
 */
export const APP_LINK_PATTERNS = [
  '/confirm-invitation*',
  '/reset-password*',
  '/dashboard/articles/*',
  '/app-sign-in*',
] as const;

/** `GET /.well-known/assetlinks.json`: Digital Asset Links statements (empty when no certificate is configured). */
export const ZAssetLinks = z.array(
  z.object({
    relation: z.array(z.string()),
    target: z.object({
      namespace: z.literal('android_app'),
      package_name: z.string(),
      sha256_cert_fingerprints: z.array(z.string()),
    }),
  }),
);
export type TAssetLinks = z.infer<typeof ZAssetLinks>;

/**
 * `GET /.well-known/apple-app-site-association`: the current `components` form (iOS 13+) and the older
 * `appID`/`paths` form side by side; `details` is empty when no Apple team id is configured.
 */
export const ZAppleAppSiteAssociation = z.object({
  applinks: z.object({
    apps: z.array(z.string()),
    details: z.array(
      z.object({
        appIDs: z.array(z.string()),
        components: z.array(z.object({ '/': z.string() })),
        appID: z.string(),
        paths: z.array(z.string()),
      }),
    ),
  }),
});
export type TAppleAppSiteAssociation = z.infer<typeof ZAppleAppSiteAssociation>;
