/**
 * Who may read the operators' endpoints (`GET /api/metrics`, on the operators' listener only:
 * management-app.ts): with METRICS_TOKEN set, whoever sends it as a bearer token (a scraper across the
 * network); without it, only a client on this machine's loopback address — the socket's own address,
 * never X-Forwarded-For, which anyone can write. Anyone else is told there is nothing at the address
 * (404); a wrong or missing token, once a token is set, is a 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { readBearerToken } from './access-tokens';
import { AppError, unauthenticated } from './errors';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1';
}

/** A listening address that only this machine reaches: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function createOperatorCheck(options: { metricsToken: string | undefined }) {
  const expected = options.metricsToken === undefined ? undefined : digest(options.metricsToken);
  return function checkOperator(request: FastifyRequest): void {
    if (expected) {
      const token = readBearerToken(request.headers.authorization);
      // Compared as digests: the same length whatever was sent, and in constant time.
      if (token === undefined || !timingSafeEqual(digest(token), expected)) {
        throw unauthenticated('Send the metrics token.');
      }
      return;
    }
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      throw new AppError(ERROR_CODES.notFound, `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
    }
  };
}
