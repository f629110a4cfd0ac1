/**
 * The Redis (or Valkey) connection of REDIS_URL, for the shared rate-limit counters. Short time-outs
 * and no offline queue: a command while Redis is away or hanging fails soon instead of holding a request.
 */
import { Redis } from 'ioredis';

export class RedisUnreachableError extends Error {}

/** Waits at most this long to connect (at start-up, and for each reconnection attempt). */
const CONNECT_TIMEOUT_MS = 3_000;
/** The longest a rate-limit count may wait for Redis. */
const COMMAND_TIMEOUT_MS = 500;

/** `redis://user:secret@host:6379/0` → `redis://user:***@host:6379/0`. */
export function maskRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
}

export interface RedisConnection {
  client: Redis;
  /** Connects and pings; throws RedisUnreachableError with one line otherwise (start-up calls it). */
  checkReachable(): Promise<void>;
  close(): Promise<void>;
}

export function createRedisConnection(
  url: string,
  log: { warn(details: object, message: string): void },
): RedisConnection {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A Redis that hangs must not hold requests: a command unanswered by then fails (and fails open).
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    // Keeps trying in the background, at most every 2 s, once start-up has seen it answer.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastWarnedAt = 0;
  let wasReady = false;
  let lastError: Error | undefined;
  client.on('ready', () => {
    wasReady = true;
  });
  client.on('error', (error: Error) => {
    lastError = error;
    // Before the first connection, start-up's check reports it; afterwards reconnection attempts fail
    // every 2 s while Redis is down: one line per half minute is enough.
    if (!wasReady || Date.now() - lastWarnedAt < 30_000) return;
    lastWarnedAt = Date.now();
    log.warn({ err: { message: error.message } }, 'Redis (REDIS_URL) is unreachable: rate limits are not counted');
  });
  return {
    client,
    async checkReachable() {
      const description = maskRedisUrl(url);
      try {
        if (client.status === 'wait') await client.connect();
        await client.ping();
      } catch (error) {
        client.disconnect();
        // The socket's own error (say, ECONNREFUSED) says more than the command's "Connection is closed".
        const cause = lastError ?? error;
        const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
        throw new RedisUnreachableError(`Cannot reach Redis at ${description} (REDIS_URL): ${reason}`);
      }
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
