// The native shell's build steps, for `npm run mobile` (mobile.mjs) and its test: the web app built for a
// brand, `cap sync`, and the brand written into android/ and ios/.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyAndroidBrand } from './android-project.mjs';
import { readMark } from './images.mjs';
import { applyIosBrand } from './ios-project.mjs';
import { resolveNativeBrand, WEB_ROOT } from './native-brand.mjs';

const require = createRequire(import.meta.url);
/** capacitor.config.ts's webDir. */
const NATIVE_WEB_DIR = path.join('native-web', 'dist');

function run(command, args, { cwd, env }) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, env, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${result.status}).`);
}

/** The environment of a build for `brandKey` (none: no VITE_BRAND at all, whatever the caller's shell has). */
function brandEnv(brandKey, portal) {
  const env = { ...process.env };
  delete env.VITE_BRAND;
  delete env.VITE_PORTAL_URL;
  delete env.PORTAL_NATIVE_BRAND;
  if (portal) env.VITE_PORTAL_URL = portal;
  return brandKey ? { ...env, VITE_BRAND: brandKey } : env;
}

/** Vite's build for the shell: its precompressed copies and the server's manifests are no use in an app. */
async function buildWeb(brandKey, portal) {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  // The page is written with the brand (build/native-brand-page.ts): the neutral build in the default brand's look.
  const env = { ...brandEnv(brandKey, portal), PORTAL_NATIVE_BRAND: brandKey ?? 'default' };
  run(vite, ['build', '--outDir', NATIVE_WEB_DIR, '--emptyOutDir'], { cwd: WEB_ROOT, env });
  const out = path.join(WEB_ROOT, NATIVE_WEB_DIR);
  await rm(path.join(out, '.vite'), { recursive: true, force: true });
  const files = await readdir(out, { recursive: true });
  await Promise.all(files.filter((file) => file.endsWith('.gz')).map((file) => rm(path.join(out, file))));
}

/** `cap sync` in `projectDir`: the web assets, capacitor.config.json, and the plugins' Gradle and CocoaPods lists. */
export function syncNative(projectDir, brandKey) {
  const cli = path.join(path.dirname(require.resolve('@capacitor/cli/package.json')), 'bin', 'capacitor');
  run(cli, ['sync'], { cwd: projectDir, env: brandEnv(brandKey) });
}

/** Writes the brand into both projects of `projectDir`. */
export async function applyBrand(projectDir, brand) {
  const mark = readMark(await readFile(brand.markFile, 'utf8'));
  await applyAndroidBrand(path.join(projectDir, 'android'), brand, mark);
  await applyIosBrand(path.join(projectDir, 'ios'), brand, mark);
}

/** The whole of `npm run mobile`; returns the brand it built. */
export async function buildNativeShell({
  brandKey,
  skipBuild = false,
  projectDir = WEB_ROOT,
  publicUrls,
  portalUrl,
} = {}) {
  const brand = await resolveNativeBrand(brandKey, { publicUrls, portalUrl });
  if (!skipBuild) await buildWeb(brandKey, brand.portalUrl);
  syncNative(projectDir, brandKey);
  await applyBrand(projectDir, brand);
  return brand;
}
