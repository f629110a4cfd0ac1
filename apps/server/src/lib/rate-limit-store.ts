/**
 * Where @fastify/rate-limit keeps its counters: in Redis or Valkey when REDIS_URL is set, else in
 * PostgreSQL when DATABASE_URL is (so every instance on the database counts together), else (embedded
 * PGlite: one process) in the process's memory, the plugin's own store. Every shared counter is a key
 * and a window; the store answers the plugin's `incr` with the hits and the time left, so a 429 and
 * its Retry-After are the same whichever instance answers.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { CounterHit } from './rate-limit-counters';
import { createRateLimitCountersRepository } from './rate-limit-counters';
import { createRedisConnection } from './redis';
import type { Redis } from 'ioredis';

/**
 * Counts `amount` hits (default 1) on `key` in a window of `windowMs` that starts at the key's first hit.
 * The answer is the window's total so far, this hit included, and the time left.
 */
export type CountHit = (key: string, windowMs: number, amount?: number) => Promise<CounterHit>;

type Log = { warn(details: object, message: string): void };

export interface RateLimitStore {
  /** For the start-up log line. */
  description: string;
  /** The plugin's `store` option (absent: its in-process store). */
  pluginOptions: { store?: FastifyRateLimitStoreCtor };
  /**
   * The same counters for limits the plugin cannot express: a hit that weighs more than one (a batch of
   * analytics events counts each event). Shared as the plugin's are; in this process's memory otherwise.
   */
  countHits: CountHit;
  /** Throws with one clear line when the shared store cannot be reached (start-up). */
  checkReachable(): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimitStore(
  config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL'>,
  deps: { db: Database; log: Log },
): RateLimitStore {
  if (config.REDIS_URL) {
    const redis = createRedisConnection(config.REDIS_URL, deps.log);
    const countHits = failOpen(redisCounter(redis.client), deps.log);
    return {
      description: 'Redis (REDIS_URL)',
      pluginOptions: { store: sharedStore(countHits) },
      countHits,
      checkReachable: () => redis.checkReachable(),
      close: () => redis.close(),
    };
  }
  if (config.DATABASE_URL) {
    const counters = createRateLimitCountersRepository(deps.db);
    const countHits: CountHit = (key, windowMs, amount) => counters.hit(key, windowMs, amount);
    return {
      description: 'PostgreSQL (rate_limit_counters)',
      pluginOptions: { store: sharedStore(countHits) },
      countHits,
      checkReachable: async () => {},
      close: async () => {},
    };
  }
  return {
    description: 'this process',
    pluginOptions: {},
    countHits: memoryCounter(),
    checkReachable: async () => {},
    close: async () => {},
  };
}

/** One process's counters (the embedded database runs one process), forgotten once their window has passed. */
export function memoryCounter(now: () => number = Date.now): CountHit {
  const counters = new Map<string, { hits: number; expiresAt: number }>();
  let nextSweep = 0;
  return async (key, windowMs, amount = 1) => {
    const at = now();
    if (at >= nextSweep) {
      nextSweep = at + 60_000;
      for (const [name, counter] of counters) if (counter.expiresAt <= at) counters.delete(name);
    }
    let counter = counters.get(key);
    if (!counter || counter.expiresAt <= at) {
      counter = { hits: 0, expiresAt: at + Math.max(1, Math.trunc(windowMs)) };
      counters.set(key, counter);
    }
    counter.hits += amount;
    return { hits: counter.hits, ttlMs: counter.expiresAt - at };
  };
}

/**
 * The plugin's store interface around a shared counter. Each limiter the plugin makes (`child`) gets
 * its own namespace: the route's method and path for a route's own limit, else its max and window
 * (the guards of lib/rate-limits.ts put their rule's name in every key besides). The plugin's
 * `continueExceeding` and `exponentialBackoff` are not used by the portal and not supported here.
 */
function sharedStore(countHit: CountHit): FastifyRateLimitStoreCtor {
  class SharedCounterStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin makes the root store with its options; `child` passes the namespace. */
    constructor(namespace: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'portal';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(`${this.namespace}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as typeof routeOptions & {
        routeInfo?: { method?: string; url?: string };
        max?: unknown;
        timeWindow?: unknown;
      };
      const route = options.routeInfo?.url ? `${options.routeInfo.method} ${options.routeInfo.url}` : undefined;
      return new SharedCounterStore(
        `${this.namespace}|${route ?? `${String(options.max)}/${String(options.timeWindow)}`}`,
      );
    }
  }
  return SharedCounterStore as unknown as FastifyRateLimitStoreCtor;
}

/** One round trip: the first hit opens the window, later ones count within it. */
const REDIS_HIT_SCRIPT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

function redisCounter(client: Redis): CountHit {
  return async (key, windowMs, amount = 1) => {
    const [hits, ttlMs] = (await client.eval(
      REDIS_HIT_SCRIPT,
      1,
      `rate-limit:${key}`,
      Math.max(1, Math.trunc(windowMs)),
      Math.max(1, Math.trunc(amount)),
    )) as [number, number];
    return { hits, ttlMs };
  };
}

/**
 * Redis down mid-run: requests are let through uncounted, with a warning (at most one a minute), rather
 * than every limited route failing. The sign-in throttle per email lives in PostgreSQL and still holds.
 */
function failOpen(countHit: CountHit, log: Log): CountHit {
  let lastWarnedAt = 0;
  return async (key, windowMs, amount) => {
    try {
      return await countHit(key, windowMs, amount);
    } catch (error) {
      if (Date.now() - lastWarnedAt >= 60_000) {
        lastWarnedAt = Date.now();
        log.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'Rate limits are not counted: the shared store (REDIS_URL) failed',
        );
      }
      return { hits: 0, ttlMs: windowMs };
    }
  };
}
