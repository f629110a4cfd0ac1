/**
 * Where each tenant is reached from outside. Links in emails are built only
 * from this configuration, never from a request's Host header, which a caller
 * controls: a forged host would otherwise send a reset token to an attacker's
 * site.
 */
import { isTenantKey } from '@portal/contracts/programme-records';

export const DEFAULT_PUBLIC_PORT = 8080;

export type PublicUrls = Readonly<Partial<Record<string, string>>>;

export interface PublicUrlOptions {
  /** Configured addresses by brand (see `parsePublicUrls`). */
  publicUrls?: PublicUrls;
  /** The port of the development defaults. */
  port?: number;
  /** The first host the programme claims (a custom domain), if it claims one. */
  claimedHost?: string;
}

/**
 * The tenant's configured address, else the first host it claims (over https; a `.localhost` one over
 * http on the development port), else the development default: each brand on
 * `http://<brand>.localhost:<port>` (browsers resolve `*.localhost` to this
 * machine), and the default brand on `127.0.0.1`, a host no brand matches.
 */
export function getTenantPublicUrl(brandKey: string, options: PublicUrlOptions = {}): string {
  const configured = options.publicUrls?.[brandKey];
  if (configured) return configured;
  const port = options.port ?? DEFAULT_PUBLIC_PORT;
  const claimed = options.claimedHost;
  if (claimed) return claimed.endsWith('.localhost') ? `http://${claimed}:${port}` : `https://${claimed}`;
  return brandKey === 'default' ? `http://127.0.0.1:${port}` : `http://${brandKey}.localhost:${port}`;
}

/** `buildPublicLink('http://swift.localhost:8080', '/reset-password', { token })`. */
export function buildPublicLink(publicUrl: string, pathname: string, query: Record<string, string> = {}): string {
  const url = new URL(publicUrl);
  url.pathname = pathname;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export class PublicUrlsError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(issues.join(' '));
    this.name = 'PublicUrlsError';
  }
}

/**
 * Reads `swift=https://swift.example.com,oakmore=https://care.oakmore.example`
 * (commas or whitespace between entries) into addresses by brand, each
 * reduced to its origin. Throws a `PublicUrlsError` listing every problem.
 */
export function parsePublicUrls(value: string | undefined): PublicUrls {
  const result: Partial<Record<string, string>> = {};
  const issues: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const key = separator === -1 ? entry : entry.slice(0, separator).trim().toLowerCase();
    const address = separator === -1 ? '' : entry.slice(separator + 1).trim();
    if (separator === -1 || !address) {
      issues.push(`"${entry}" is not brand=address.`);
      continue;
    }
    if (!isTenantKey(key)) {
      issues.push(`"${key}" is not a programme key (lower-case letters, digits and hyphens, such as swift).`);
      continue;
    }
    if (result[key]) {
      issues.push(`"${key}" is given twice.`);
      continue;
    }
    const problem = findAddressProblem(address);
    if (problem) {
      issues.push(`${key}: ${problem}`);
      continue;
    }
    result[key] = new URL(address).origin;
  }
  if (issues.length > 0) throw new PublicUrlsError(issues);
  return result;
}

function findAddressProblem(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `"${address}" is not an address such as https://swift.example.com.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${address}" must start with https:// or http://.`;
  if (url.username || url.password) return `"${address}" must not contain a user name or password.`;
  // The app is served from the root of its host; a path, query or fragment would break its links.
  if (url.pathname !== '/' || url.search || url.hash)
    return `"${address}" must be just the scheme and host, with no path.`;
  return undefined;
}
