import { getDatabaseTarget, prepareDatabase } from './bootstrap';
import { ConfigError, parseConfig } from './config';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { hashPassword } from './lib/passwords';
import { createProvisioningRepository } from './modules/provisioning/provisioning-repository';
import { createProvisioningService } from './modules/provisioning/provisioning-service';

const USAGE = `Usage: node dist/cli.js <command>   (npm run portal -- <command>)

Commands:
  migrate   apply the database migrations
  seed      apply migrations, then create every brand's tenant with its demo
            company and accounts (idempotent; password in contracts/demo.ts)
  help      show this help

Environment: DATA_DIR, DATABASE_URL (as for the server). With the embedded
database, stop the server first: PGlite allows one process at a time.`;

const COMMANDS = ['migrate', 'seed', 'help'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(value);
}

async function run(command: Command): Promise<void> {
  if (command === 'help') {
    console.log(USAGE);
    return;
  }
  const config = parseConfig(process.env);
  const handle = await openDatabase(getDatabaseTarget(config));
  try {
    if (command === 'migrate') {
      await migrateDatabase(handle);
      console.log(`Migrations applied (${handle.description}).`);
      return;
    }
    await prepareDatabase(handle, { seedDemoData: false, log: { info: () => {} } });
    const provisioning = createProvisioningService({
      repository: createProvisioningRepository(handle.db),
      hashPassword,
    });
    const summary = await provisioning.seedDemoData();
    console.log(
      `Demo data ready (${handle.description}): ${summary.tenantsCreated} tenants and ${summary.accountsCreated} accounts created.`,
    );
  } finally {
    await handle.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (!isCommand(command) || rest.length > 0) {
  console.error(command ? `Unknown command: ${[command, ...rest].join(' ')}\n` : 'No command given.\n');
  console.error(USAGE);
  process.exit(1);
}

run(command).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
    else console.error(`The ${command} command failed:`, error);
    process.exit(1);
  },
);
