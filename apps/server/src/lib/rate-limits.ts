/**
 * Several limits on one route (per client address, per account or token),
 * on @fastify/rate-limit's counters. Its own `rateLimit()` pre-handler runs
 * only once per request, so two of them cannot be stacked; this checks every
 * rule, then answers 429 with Retry-After and a message once any is exceeded.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ERROR_CODES } from '@portal/contracts/errors';
import { AppError } from './errors';

export interface RateLimitRule {
  /** Unique per app (keeps counters apart and names the rule in logs). */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted; undefined skips the rule for this request (say, no email in the body). */
  key(request: FastifyRequest): string | undefined;
}

/**
 * Counts the request against every rule that applies to it; resolves with the longest wait any
 * exceeded rule asks for, in whole seconds (0: none is exceeded).
 */
function createRuleCounter(app: FastifyInstance, rules: readonly RateLimitRule[]) {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${rule.name}|${rule.key(request) ?? ''}`,
    }),
  }));
  return async function countRequest(request: FastifyRequest): Promise<number> {
    let retryAfterSeconds = 0;
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds, 1);
      }
    }
    return retryAfterSeconds;
  };
}

export function createRateLimitGuard(
  app: FastifyInstance,
  rules: readonly RateLimitRule[],
  message: string,
): preHandlerAsyncHookHandler {
  const countRequest = createRuleCounter(app, rules);
  return async function rateLimitGuard(request: FastifyRequest, reply: FastifyReply) {
    const retryAfterSeconds = await countRequest(request);
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError(ERROR_CODES.rateLimited, message);
    }
  };
}

/**
 * Limits that are never answered: true once any rule is exceeded for this request, and the route
 * answers as it always does but does less (say, sends no email). For ceilings that anyone could run
 * up for someone else, so that a stranger never causes the member a refusal.
 */
export function createSilentLimits(
  app: FastifyInstance,
  rules: readonly RateLimitRule[],
): (request: FastifyRequest) => Promise<boolean> {
  const countRequest = createRuleCounter(app, rules);
  return async function isOverCeiling(request) {
    return (await countRequest(request)) > 0;
  };
}

/** The client's address. */
export function byClientAddress(request: FastifyRequest): string {
  return request.ip;
}

/** The email in a JSON body, normalised as the contracts do, with the tenant (one address is one account per tenant). */
export function byClientAddressAndEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  return `${request.ip}|${request.tenant.key}|${email.trim().toLowerCase().slice(0, 254)}`;
}

export function byEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  return `${request.tenant.key}|${email.trim().toLowerCase().slice(0, 254)}`;
}

/**
 * The link token in the body or the path, hashed so raw tokens never sit in
 * the counters' memory (or a shared store).
 */
export function byLinkToken(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as { token?: unknown } | null | undefined)?.token;
  const fromParams = (request.params as { token?: unknown } | null | undefined)?.token;
  const token = typeof fromBody === 'string' ? fromBody : typeof fromParams === 'string' ? fromParams : undefined;
  if (!token) return undefined;
  return createHash('sha256').update(token.slice(0, 256)).digest('base64url');
}
