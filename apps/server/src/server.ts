import { buildApp } from './app';
import { getDatabaseTarget, prepareDatabase } from './bootstrap';
import { ConfigError, loadAuthSecret, parseConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { productionWarnings } from './lib/configuration-gaps';
import { lowerHelperThreadsPriority } from './lib/helper-threads-priority';
import { buildManagementApp } from './management-app';
import { shutDownOnSignals } from './lib/process-lifecycle';
import { RedisUnreachableError } from './lib/redis';
import { createServices } from './services';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const handle: DatabaseHandle = await openDatabase(getDatabaseTarget(config));
  const authSecret = await loadAuthSecret(config);
  const deps = { db: handle.db, authSecret };
  const services = createServices(config, deps);
  await services.connectSharedState();
  const app = buildApp(config, deps, services);
  const management = config.METRICS_PORT > 0 ? buildManagementApp(config, services, app.metrics) : undefined;
  app.log.info({ database: handle.description }, 'database opened');
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  app.log.info(`push notifications (${services.pushSender.name})`);

  await prepareDatabase(handle, services, { seedDemoData: config.SEED_DEMO_DATA, log: app.log });
  if (config.SEED_DEMO_DATA) {
    // Every brand's demo articles and videos; what exists (by slug) is left as editors made it.
    const content = await services.demoContent.seedDemoContent();
    if (content.articlesCreated + content.videosCreated > 0) app.log.info(content, 'seeded the demo content');
    // Demo usage events for the engagement screen, in tenants that have none yet.
    const events = await services.demoEngagement.seedDemoEngagement();
    if (events > 0) app.log.info({ events }, 'seeded the demo engagement events');
    // The clinic library in every tenant (the API checks the programme); kept up to date at each start.
    const library = await services.clinicLibrary.seedClinicLibrary();
    if (library.conditionsCreated > 0) app.log.info(library, 'seeded the clinic library');
  }

  // Password hashes and other pool work yield to the event loop, so a sign-in storm does not slow every request.
  app.log.info(await lowerHelperThreadsPriority(), "helper threads' priority");

  // The reminders and the maintenance: every instance starts them, one at a time runs them (a lease).
  const reminders = services.startScheduledJobs();

  // SIGTERM or SIGINT: drain, stop accepting, let what is in flight finish, then close (lib/process-lifecycle.ts).
  let stoppingScheduledWork: Promise<void> | undefined;
  shutDownOnSignals(
    {
      log: app.log,
      drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
      graceMs: config.SHUTDOWN_GRACE_MS,
      startDraining: () => {
        app.readiness.startDraining();
        // No scheduled run starts from now on; one already running is awaited before the database closes.
        stoppingScheduledWork = reminders?.stop();
      },
      // Fastify's close: the listener, then the connections as their answers finish, then the services.
      closeServer: () => app.close(),
      forceCloseConnections: () => app.server.closeAllConnections(),
      release: [
        { name: 'the scheduled work', close: async () => stoppingScheduledWork },
        { name: "the operators' listener", close: async () => management?.close() },
        { name: 'the database', close: () => handle.close() },
      ],
    },
    { hardLimitMs: config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_GRACE_MS + 15_000 },
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  if (management) {
    const address = await management.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    app.log.info(`Metrics for operators at ${address}/api/metrics`);
  }
  app.log.info(
    `Portal ready: open http://localhost:${config.PORT} (Attentive Health), or each brand at ` +
      `http://<brand>.localhost:${config.PORT} (swift, oakmore, incent, evergreen) and http://127.0.0.1:${config.PORT}` +
      ` (default).` +
      (config.SEED_DEMO_DATA ? ' Demo accounts are listed in the README.' : ''),
  );
}

main().catch((error: unknown) => {
  // Operator mistakes get one clear line, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnreachableError ||
    error instanceof RedisUnreachableError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    // Another process has PORT or METRICS_PORT (two portals on one machine need their own of each).
    console.error(
      `The server could not start: ${(error as Error).message}. Set PORT or METRICS_PORT (0: none) to a free port.`,
    );
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
