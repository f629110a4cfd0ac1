// The deployment's front, for the benchmark's Lighthouse runs: Caddy terminating TLS and speaking HTTP/2,
// as deploy/Caddyfile does once it is given the real hosts (a portal is only ever reached over https).
// Its certificates come from Caddy's own local authority, kept in a throw-away folder and trusted by no
// one: the benchmark's browser is started with --ignore-certificate-errors. HTTP/3 is left off, so every
// run takes the same path (Chromium would switch to QUIC part-way through a load, on Alt-Svc).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:tls';
import { findFreePort } from './ports.mjs';

/** Whether a TLS handshake for `servername` succeeds on the port (Caddy has its certificate). */
function handshakes(port, servername) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The `reverse_proxy` directive of one site: to its loopback port, as the upstream's host when given. */
function reverseProxy({ upstreamPort, upstreamHost, removeResponseHeaders = [] }) {
  const options = [
    // The portal picks the brand from the host it is asked for.
    ...(upstreamHost ? [`header_up Host ${upstreamHost}`, `header_up X-Forwarded-Host ${upstreamHost}`] : []),
    ...removeResponseHeaders.map((name) => `header_down -${name}`),
  ];
  const target = `reverse_proxy 127.0.0.1:${upstreamPort}`;
  return options.length === 0 ? target : `${target} {\n${options.map((line) => `\t\t${line}\n`).join('')}\t}`;
}

/**
 * Starts Caddy on a free port: each site's hosts (`name.localhost`) proxied to its loopback port, asking
 * for `upstreamHost` instead of the host reached when one is given, and leaving `removeResponseHeaders`
 * out of the answers (the benchmark's measurement of a header's cost). Returns `originOf(host)` (https,
 * that port) and `close()`.
 */
export async function startTlsFront({ caddyPath, sites }) {
  const httpsPort = await findFreePort();
  let httpPort = await findFreePort();
  // Each port was free when asked for, and the kernel may name a just-released one twice.
  while (httpPort === httpsPort) httpPort = await findFreePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-tls-front-'));
  const siteBlocks = sites.map(
    (site) =>
      `${site.hosts.map((host) => `https://${host}:${httpsPort}`).join(', ')} {\n` +
      `\ttls internal\n\t${reverseProxy(site)}\n}\n`,
  );
  writeFileSync(
    path.join(folder, 'Caddyfile'),
    [
      `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\tauto_https disable_redirects\n` +
        `\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tservers {\n\t\tprotocols h1 h2\n\t}\n}\n`,
      ...siteBlocks,
    ].join('\n'),
  );
  let log = '';
  const child = spawn(caddyPath, ['run', '--config', path.join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    // Caddy keeps its authority and certificates under these folders: the throw-away one.
    env: { ...process.env, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder, HOME: folder },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  const firstHost = sites[0].hosts[0];
  while (!(await handshakes(httpsPort, firstHost))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Caddy did not start its TLS front within 30 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { originOf: (host) => `https://${host}:${httpsPort}`, close };
}
