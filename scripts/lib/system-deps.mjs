// Finds (and, as root, installs from Debian's packages) the system programs the tests need: Chromium for
// the browser tests, PostgreSQL for the second server-test pass, redis-server for the instances' tests,
// Caddy for the benchmark's TLS front.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function findRedisServer() {
  const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function findCaddy() {
  const candidates = [process.env.CADDY_PATH, '/usr/bin/caddy'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** The folder holding initdb, pg_ctl and postgres, newest version first. */
export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function aptInstall(packages) {
  console.log(`Installing ${packages.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

/** Makes sure the programs asked for are present; returns their locations or exits with a clear message. */
export function ensureSystemDeps({ chromium = true, postgres = true, redis = false, caddy = false } = {}) {
  const missing = [];
  if (chromium && !findChromium()) missing.push('chromium');
  if (postgres && !findPostgresBin()) missing.push('postgresql');
  if (redis && !findRedisServer()) missing.push('redis-server');
  if (caddy && !findCaddy()) missing.push('caddy');
  if (missing.length > 0) {
    if (!isRoot) {
      console.error(
        `The tests need ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.\n` +
          `Install ${missing.length > 1 ? 'them' : 'it'} with: sudo apt-get install -y ${missing.join(' ')}\n` +
          `(or set CHROMIUM_PATH / PG_BIN / REDIS_SERVER_PATH / CADDY_PATH to existing installs), then run npm test again.`,
      );
      process.exit(1);
    }
    aptInstall(missing.includes('chromium') ? [...missing, 'fonts-dejavu-core'] : missing);
  }
  return {
    chromiumPath: chromium ? findChromium() : undefined,
    postgresBin: postgres ? findPostgresBin() : undefined,
    redisServer: redis ? findRedisServer() : undefined,
    caddyPath: caddy ? findCaddy() : undefined,
  };
}
