/**
 * The member's pseudonymous analytics id (`GET /accounts/me`'s `account.analytics_id`): `m_` and the
 * first 32 hex digits of an HMAC-SHA256 of tenant and account under a key derived (HKDF-SHA256) from
 * the server's AUTH_SECRET for this purpose only. Stable for the account, different for every other
 * account and tenant, and it reveals nothing (not the account id, not the email); without the secret it
 * cannot be traced back. Changing AUTH_SECRET changes every one (past events then no longer join up).
 */
import { createHmac, hkdfSync } from 'node:crypto';

export type AnalyticsIdOf = (input: { tenantId: string; accountId: string }) => string;

export function createAnalyticsIds(authSecret: string): AnalyticsIdOf {
  const key = Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), 'portal: analytics member ids v1', 32));
  return ({ tenantId, accountId }) =>
    `m_${createHmac('sha256', key).update(`${tenantId}\n${accountId}`).digest('hex').slice(0, 32)}`;
}
