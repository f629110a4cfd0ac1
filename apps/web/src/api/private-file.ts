import { DEFAULT_SERVICE_PATHS } from '@portal/contracts/runtime-config';
import { loadClients } from './load-clients';

/** A path from the site's root: one `/` and a path character (never `//host` nor `/\host`). */
const SAME_SITE_PATH = /^\/[^/\\]/;

/**
 * The path below the authorization service for a private file's address: the
 * API writes its links from the site's root (`/api/authorization/media/…`),
 * but the service may live at another base address (the native shell's).
 */
export function toAuthorizationPath(path: string): string {
  if (!SAME_SITE_PATH.test(path)) throw new Error('A private file is fetched by its path on this site only');
  const prefix = DEFAULT_SERVICE_PATHS.authorization;
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/**
 * The bytes of a private file of the authorization service (a cover, a
 * poster, captions, a member's media or picture), fetched through the shared
 * HTTP client: with the member's token, `X-Application-Type` and the
 * configured base address. Files are never linked with a plain `<img src>`;
 * they are shown from blob URLs.
 */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const servicePath = toAuthorizationPath(path);
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<Blob>(servicePath, { responseType: 'blob', signal });
  return data;
}
