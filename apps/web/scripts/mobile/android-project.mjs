// Writes a brand into the Android project (apps/web/android): application id, name, colours, the App Links
// intent filter for the brand's hosts, launcher icons and splash screens. Capacitor writes the rest on sync.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { androidLinkPaths } from './native-brand.mjs';
import { drawImage, renderPng } from './images.mjs';

const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** Capacitor's splash sizes: landscape by density (portrait is the same turned), and the fallback. */
const SPLASH_LANDSCAPE = {
  mdpi: [480, 320],
  hdpi: [800, 480],
  xhdpi: [1280, 720],
  xxhdpi: [1600, 960],
  xxxhdpi: [1920, 1280],
};

export const APP_LINKS_START = /<!-- app-links:[^>]*-->/;
export const APP_LINKS_END = '<!-- /app-links -->';

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An Android string resource: XML-escaped, and apostrophes and quotes escaped as aapt wants them. */
function androidString(text) {
  return escapeXml(text).replace(/'/g, "\\'");
}

/** The intent filter that opens the brand's links in the app, verified against its assetlinks.json. */
export function appLinksBlock(brand, indent = '            ') {
  if (brand.hosts.length === 0) return '';
  const line = (text) => `${indent}${text}\n`;
  const lines = [
    line('<intent-filter android:autoVerify="true">'),
    line('    <action android:name="android.intent.action.VIEW" />'),
    line('    <category android:name="android.intent.category.DEFAULT" />'),
    line('    <category android:name="android.intent.category.BROWSABLE" />'),
    ...[...new Set(brand.hosts.map((host) => host.scheme))].map((scheme) =>
      line(`    <data android:scheme="${scheme}" />`),
    ),
    ...brand.hosts.map(({ host }) => line(`    <data android:host="${escapeXml(host)}" />`)),
    ...androidLinkPaths(brand.linkPatterns).map(({ attribute, value }) =>
      line(`    <data android:${attribute}="${escapeXml(value)}" />`),
    ),
    line('</intent-filter>'),
  ];
  return lines.join('');
}

/** The manifest with the brand's intent filter between the app-links markers (which stay, for the next brand). */
export function writeAppLinks(manifest, brand) {
  const start = APP_LINKS_START.exec(manifest);
  const end = manifest.indexOf(APP_LINKS_END);
  if (!start || end < start.index) throw new Error('AndroidManifest.xml has lost its app-links markers.');
  const indent = /[ \t]*$/.exec(manifest.slice(0, start.index))[0];
  const head = manifest.slice(0, start.index + start[0].length);
  return `${head}\n${appLinksBlock(brand, indent)}${indent}${manifest.slice(end)}`;
}

async function update(file, change) {
  const before = await readFile(file, 'utf8');
  const after = change(before);
  if (after !== before) await writeFile(file, after);
}

async function writePng(file, svg, options) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await renderPng(svg, options));
}

export async function applyAndroidBrand(androidDir, brand, mark) {
  const main = path.join(androidDir, 'app', 'src', 'main');
  const res = path.join(main, 'res');
  await update(path.join(androidDir, 'app', 'build.gradle'), (text) =>
    text.replace(/applicationId "[^"]*"/, `applicationId "${brand.appId}"`),
  );
  await writeFile(
    path.join(res, 'values', 'strings.xml'),
    `<?xml version='1.0' encoding='utf-8'?>
<resources>
    <string name="app_name">${androidString(brand.appName)}</string>
    <string name="title_activity_main">${androidString(brand.appName)}</string>
    <string name="package_name">${brand.appId}</string>
    <string name="custom_url_scheme">${brand.appId}</string>
</resources>
`,
  );
  await writeFile(
    path.join(res, 'values', 'brand.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<!-- The brand's colours, written by apps/web/scripts/mobile (npm run mobile). -->
<resources>
    <color name="colorPrimary">${brand.themeColor}</color>
    <color name="colorPrimaryDark">${brand.themeColor}</color>
    <color name="colorAccent">${brand.themeColor}</color>
    <color name="splash_background">${brand.themeColor}</color>
    <color name="splash_icon_background">#FFFFFF</color>
</resources>
`,
  );
  await update(path.join(main, 'AndroidManifest.xml'), (text) => writeAppLinks(text, brand));

  const images = [];
  for (const [density, scale] of Object.entries(DENSITIES)) {
    const mipmap = path.join(res, `mipmap-${density}`);
    images.push([path.join(mipmap, 'ic_launcher.png'), drawImage('legacy', { width: 48 * scale, mark })]);
    images.push([path.join(mipmap, 'ic_launcher_round.png'), drawImage('round', { width: 48 * scale, mark })]);
    images.push([
      path.join(mipmap, 'ic_launcher_foreground.png'),
      drawImage('foreground', { width: 108 * scale, mark }),
    ]);
    const [long, short] = SPLASH_LANDSCAPE[density];
    const splash = (width, height) => drawImage('splash', { width, height, mark, themeColor: brand.themeColor });
    images.push([path.join(res, `drawable-land-${density}`, 'splash.png'), splash(long, short), { opaque: true }]);
    images.push([path.join(res, `drawable-port-${density}`, 'splash.png'), splash(short, long), { opaque: true }]);
  }
  const [long, short] = SPLASH_LANDSCAPE.mdpi;
  images.push([
    path.join(res, 'drawable', 'splash.png'),
    drawImage('splash', { width: long, height: short, mark, themeColor: brand.themeColor }),
    { opaque: true },
  ]);
  await Promise.all(images.map(([file, svg, options]) => writePng(file, svg, options)));
}
