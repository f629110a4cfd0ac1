/**
 * The host names a tenant answers on beyond its brand's rule: custom domains (`wellness.acme.example`),
 * each one tenant's. The deployment's TLS front asks `GET /api/operators/tls-ask?domain=…` before it
 * obtains a certificate on demand, and gets 200 only for a claimed host.
 */
import * as z from 'zod/mini';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A host name as claims hold it (lower-case, without a port or the root's trailing dot), or undefined
 * when `value` is not a DNS name of two labels or more (an IP address, a single label, a wildcard).
 */
export function normaliseClaimedHost(value: string): string | undefined {
  let host = value.trim().toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  const top = labels[labels.length - 1] ?? '';
  return labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(top) ? host : undefined;
}

export const HOST_NAME_MESSAGE = 'Use a host name such as wellness.acme.example (no scheme, port or path).';

export const ZTlsAskQuery = z.object({
  domain: z.string().check(z.maxLength(300, HOST_NAME_MESSAGE)),
});
export type TTlsAskQuery = z.infer<typeof ZTlsAskQuery>;

export const ZTlsAskResponse = z.object({
  domain: z.string(),
  /** The tenant that answers on it. */
  tenant: z.string(),
});
export type TTlsAskResponse = z.infer<typeof ZTlsAskResponse>;

/** The 404 of a host no tenant claims: the TLS front obtains no certificate for it. */
export const UNCLAIMED_HOST_MESSAGE = 'No programme answers on this host.';
