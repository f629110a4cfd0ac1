// bench:load's load balancer, inside the benchmark's own process: requests go round-robin to the instances
// whose readiness answers 200 (polled every 100 ms, as a load balancer's health check), over keep-alive
// connections. A refused connection is tried on the next instance (the request never reached a server); a
// GET whose connection broke before an answer is tried again too (it changes nothing), as nginx's
// `proxy_next_upstream error` does. Other failures come back as they are: status 0 and the error's code.
import http from 'node:http';

const POLL_MS = 100;
const READY_PATH = '/api/health/ready';
/** Before the readiness route exists, the liveness one stands in (it cannot report draining). */
const FALLBACK_READY_PATH = '/api/health';

/** One HTTP exchange; never rejects. */
export function sendRequest(agent, origin, { method = 'GET', path, headers = {}, body, timeoutMs = 30_000 }) {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const request = http.request(new URL(path, origin), { method, headers, agent, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          sentAt,
          endedAt: performance.now(),
        }),
      );
      response.on('error', (error) =>
        resolve({ status: 0, error: error.code ?? error.message, sentAt, endedAt: performance.now() }),
      );
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    request.on('error', (error) =>
      resolve({ status: 0, error: error.code ?? error.message, sentAt, endedAt: performance.now() }),
    );
    if (typeof body === 'function') body(request);
    else request.end(body);
  });
}

const RETRIED_ON_ANY_METHOD = new Set(['ECONNREFUSED']);
const RETRIED_ON_GET = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);

export function createRoundRobinClient(origins) {
  const instances = origins.map((origin) => ({
    origin,
    agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    probeAgent: new http.Agent({ keepAlive: true, maxSockets: 2 }),
    readyPath: READY_PATH,
    ready: false,
    checked: false,
    polling: false,
  }));
  let next = 0;
  let retries = 0;

  async function poll(instance) {
    if (instance.polling) return;
    instance.polling = true;
    const answer = await sendRequest(instance.probeAgent, instance.origin, {
      path: instance.readyPath,
      timeoutMs: 1_000,
    });
    // The first answer decides: no readiness route (missing, or not wired up), liveness stands in.
    if (!instance.checked && answer.status !== 0) {
      instance.checked = true;
      if (answer.status === 404 || answer.status === 500) instance.readyPath = FALLBACK_READY_PATH;
    }
    instance.ready = answer.status === 200;
    instance.polling = false;
  }
  const poller = setInterval(() => instances.forEach(poll), POLL_MS);

  function pick(excluded) {
    const candidates = instances.filter((instance) => !excluded.has(instance));
    const ready = candidates.filter((instance) => instance.ready);
    const pool = ready.length > 0 ? ready : candidates;
    const chosen = pool[next++ % pool.length];
    return chosen;
  }

  return {
    instances,
    /** How many requests were sent again to another instance. */
    get retries() {
      return retries;
    },
    /** Whether the load balancer sees every instance ready. */
    allReady: () => instances.every((instance) => instance.ready),
    async request(spec) {
      const tried = new Set();
      for (;;) {
        const instance = pick(tried);
        tried.add(instance);
        const answer = await sendRequest(instance.agent, instance.origin, spec);
        const retriable = (spec.method ?? 'GET') === 'GET' ? RETRIED_ON_GET : RETRIED_ON_ANY_METHOD;
        if (answer.status === 0 && retriable.has(answer.error) && tried.size < instances.length) {
          // A load balancer also stops sending there until the health check passes again.
          instance.ready = false;
          retries += 1;
          continue;
        }
        return { ...answer, origin: instance.origin };
      }
    },
    /** Waits until every instance is seen ready (the poller's view), or throws after the deadline. */
    async waitAllReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!this.allReady()) {
        if (Date.now() > deadline) throw new Error('The instances did not all become ready');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close() {
      clearInterval(poller);
      for (const instance of instances) {
        instance.agent.destroy();
        instance.probeAgent.destroy();
      }
    },
  };
}
