import type { TPartnerSignOnResponse } from '@portal/contracts/partner-sign-on';

/**
 * The native shell's way to a partner. A handoff is a form to POST, and the in-app browser only opens
 * addresses; so the app opens its own page `/partner-handoff` there, at the portal's address, with the
 * handoff in the fragment (which no server receives or logs), and that page posts the form once the
 * member confirms where it goes.
 */
export interface HandoffForm {
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

const URL_KEY = 'to';
const EXPIRES_KEY = 'expires';
const FIELD_PREFIX = 'f.';

/** The fragment (`#…`, without the `#`) that carries a handoff to `/partner-handoff`. */
export function encodeHandoff(handoff: Pick<TPartnerSignOnResponse, 'url' | 'fields' | 'expires_at'>): string {
  const params = new URLSearchParams([
    [URL_KEY, handoff.url],
    [EXPIRES_KEY, handoff.expires_at],
  ]);
  for (const [name, value] of Object.entries(handoff.fields)) params.append(`${FIELD_PREFIX}${name}`, value);
  return params.toString();
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

/**
 * The handoff a fragment carries, or null when it carries none a partner could accept: the address
 * must be https (http only on a development host), with at least one field.
 */
export function decodeHandoff(fragment: string): HandoffForm | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const to = params.get(URL_KEY);
  const expiresAt = params.get(EXPIRES_KEY) ?? '';
  if (!to || Number.isNaN(Date.parse(expiresAt))) return null;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  const isAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
  if (!isAllowed) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(FIELD_PREFIX) && key.length > FIELD_PREFIX.length)
      fields[key.slice(FIELD_PREFIX.length)] = value;
  }
  if (Object.keys(fields).length === 0) return null;
  return { url: url.href, fields, expiresAt };
}
