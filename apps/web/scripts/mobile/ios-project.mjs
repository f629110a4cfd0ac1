// Writes a brand into the iOS project (apps/web/ios): bundle id, display name, entitlements (push, HealthKit,
// and Associated Domains for the brand's https hosts), the app icon and the splash image.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drawImage, renderPng } from './images.mjs';

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Push (aps-environment: Xcode signs a distribution build for production), HealthKit (a step challenge reads
 * the day's steps if the member allows it; no clinical records, hence the empty access list) and the
 * Universal Links hosts: Apple verifies them over https only, so a development host on http is Android's alone.
 */
export function entitlements(brand) {
  const domains = brand.hosts.filter((host) => host.scheme === 'https').map(({ host }) => `applinks:${host}`);
  const associated = domains.length
    ? `\t<key>com.apple.developer.associated-domains</key>\n\t<array>\n${domains.map((domain) => `\t\t<string>${escapeXml(domain)}</string>\n`).join('')}\t</array>\n`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<!-- Written by apps/web/scripts/mobile (npm run mobile) for the brand being built. -->
<plist version="1.0">
<dict>
\t<key>aps-environment</key>
\t<string>development</string>
\t<key>com.apple.developer.healthkit</key>
\t<true/>
\t<key>com.apple.developer.healthkit.access</key>
\t<array/>
${associated}</dict>
</plist>
`;
}

export async function applyIosBrand(iosDir, brand, mark) {
  const app = path.join(iosDir, 'App', 'App');
  const project = path.join(iosDir, 'App', 'App.xcodeproj', 'project.pbxproj');
  const pbxproj = await readFile(project, 'utf8');
  if (!/PRODUCT_BUNDLE_IDENTIFIER = /.test(pbxproj)) throw new Error(`${project} has no PRODUCT_BUNDLE_IDENTIFIER.`);
  const branded = pbxproj.replace(/PRODUCT_BUNDLE_IDENTIFIER = [^;]*;/g, `PRODUCT_BUNDLE_IDENTIFIER = ${brand.appId};`);
  if (branded !== pbxproj) await writeFile(project, branded);

  const plistFile = path.join(app, 'Info.plist');
  const plist = await readFile(plistFile, 'utf8');
  const displayName = /(<key>CFBundleDisplayName<\/key>\s*<string>)[^<]*(<\/string>)/;
  if (!displayName.test(plist)) throw new Error(`${plistFile} has no CFBundleDisplayName.`);
  const named = plist.replace(displayName, (_, open, close) => `${open}${escapeXml(brand.appName)}${close}`);
  if (named !== plist) await writeFile(plistFile, named);

  await writeFile(path.join(app, 'App.entitlements'), entitlements(brand));

  const assets = path.join(app, 'Assets.xcassets');
  const icon = await renderPng(drawImage('icon', { width: 1024, mark }), { opaque: true });
  await writeFile(path.join(assets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'), icon);
  // One 2732 px square for every scale, as Capacitor's template has it; the launch screen fills with it.
  const splash = await renderPng(drawImage('splash', { width: 2732, mark, themeColor: brand.themeColor }), {
    opaque: true,
  });
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    await writeFile(path.join(assets, 'Splash.imageset', name), splash);
  }
}
