import { getDatabaseTarget, prepareDatabase } from './bootstrap';
import {
  UsageError,
  describeCommandError,
  parseHostClaimOptions,
  parseInviteOptions,
  parseOperatorOptions,
  parseRotateSigningKeyOptions,
  parseSendQuestionnaireRemindersOptions,
  parseSetDocumentOptions,
  runClaimHost,
  runCreateOperator,
  runInvite,
  runReleaseHost,
  runRotateSigningKey,
  runSendQuestionnaireReminders,
  runSetDocument,
} from './commands';
import { ConfigError, loadAuthSecret, parseConfig } from './config';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import type { DatabaseHandle } from './db/client';
import { parseImportMedlinePlusOptions, runImportMedlinePlus } from './modules/clinic-library/medlineplus-command';
import { migrateDatabase } from './db/migrate';
import { createLogger, createServices } from './services';
import type { Services } from './services';

const USAGE = `Usage: node dist/cli.js <command> [options]   (npm run portal -- <command> [options])

Commands:
  migrate        apply the database migrations
  seed           apply migrations, then create every brand's tenant with its two demo
                 companies (built-in and WHO-5 questionnaires), accounts and sample
                 results (idempotent; accounts and password in contracts/demo.ts)
  invite         invite a member by email
                   --tenant <brand> --company <company name> --email <address>
                   [--first-name <name>] [--last-name <name>] [--role member|editor|admin]
                   [--language en|es|fr|de|pt]   (their emails and portal; en/es shown)
  set-document   replace a tenant's privacy policy or thank-you page
                   --tenant <brand> --kind privacy-policy|thank-you --file <file.md>
                   [--title <title>]   (else the file's first "# Heading")
  rotate-signing-key
                 replace the key that signs partner sign-on handoffs; the old key
                 stays in /.well-known/jwks.json until its handoffs have expired
                   [--tenant <brand>]   (else every tenant)
  send-questionnaire-reminders
                 push the yearly reminder to retake the questionnaire to members whose
                 last result is a year old (once per member and year; the server also
                 runs it every PUSH_REMINDER_INTERVAL_HOURS)
                   [--tenant <brand>]   (else every tenant)
  import-medlineplus
                 import a MedlinePlus health-topics XML file (medlineplus.gov/xml.html)
                 into a tenant's clinic library; all or nothing
                   --tenant <brand> --file <file.xml> [--language en|es]   (else both)
  claim-host     give a tenant its own domain (requests to it are the tenant's, and
                 the TLS front may obtain its certificate: docs/operations.md)
                   --tenant <brand> --host <name, e.g. wellness.acme.example>
  release-host   take a domain back from a tenant
                   --tenant <brand> --host <name>
  operator create <email>
                 make an operator of the console on OPERATOR_HOST: an invitation by
                 email; they set up an authenticator app at their first sign-in
  help           show this help

Environment: DATA_DIR, DATABASE_URL (as for the server); invite also uses
SMTP_URL, PUBLIC_URLS, MAIL_FROM_DOMAIN and INVITATION_TTL_DAYS;
send-questionnaire-reminders the push settings (FCM_*, APNS_*). With the
embedded database, stop the server first: PGlite allows one process at a time.`;

const COMMANDS = [
  'migrate',
  'seed',
  'invite',
  'set-document',
  'rotate-signing-key',
  'send-questionnaire-reminders',
  'import-medlineplus',
  'claim-host',
  'release-host',
  'operator',
  'help',
] as const;
type Command = (typeof COMMANDS)[number];
const COMMANDS_WITH_OPTIONS: readonly Command[] = [
  'invite',
  'set-document',
  'rotate-signing-key',
  'send-questionnaire-reminders',
  'import-medlineplus',
  'claim-host',
  'release-host',
  'operator',
];

function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly (string | undefined)[]).includes(value);
}

const print = (line: string) => console.log(line);

async function withServices(handle: DatabaseHandle, run: (services: Services) => Promise<void>): Promise<void> {
  const config = parseConfig(process.env);
  // Quiet unless something goes wrong: the command prints its own summary.
  const services = createServices(config, {
    db: handle.db,
    authSecret: await loadAuthSecret(config),
    logger: createLogger({ LOG_LEVEL: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }),
  });
  try {
    await run(services);
  } finally {
    await services.close();
  }
}

async function run(command: Command, args: readonly string[]): Promise<void> {
  if (command === 'help') {
    console.log(USAGE);
    return;
  }
  // Options are checked before the database is opened.
  const invite = command === 'invite' ? parseInviteOptions(args) : undefined;
  const setDocument = command === 'set-document' ? parseSetDocumentOptions(args) : undefined;
  const rotateKey = command === 'rotate-signing-key' ? parseRotateSigningKeyOptions(args) : undefined;
  const importMedlinePlus = command === 'import-medlineplus' ? parseImportMedlinePlusOptions(args) : undefined;
  const hostClaim = command === 'claim-host' || command === 'release-host' ? parseHostClaimOptions(args) : undefined;
  const sendReminders =
    command === 'send-questionnaire-reminders' ? parseSendQuestionnaireRemindersOptions(args) : undefined;
  const createOperator = command === 'operator' ? parseOperatorOptions(args) : undefined;
  const config = parseConfig(process.env);
  const handle = await openDatabase(getDatabaseTarget(config));
  try {
    if (command === 'migrate') {
      await migrateDatabase(handle);
      console.log(`Migrations applied (${handle.description}).`);
      return;
    }
    await withServices(handle, async (services) => {
      await prepareDatabase(handle, services, { seedDemoData: false, log: { info: () => {} } });
      if (invite) return runInvite(services, invite, print);
      if (setDocument) return runSetDocument(services, setDocument, print);
      if (rotateKey) return runRotateSigningKey(services, rotateKey, print);
      if (importMedlinePlus) return runImportMedlinePlus(services, importMedlinePlus, print);
      if (sendReminders) return runSendQuestionnaireReminders(services, sendReminders, print);
      if (hostClaim && command === 'claim-host') return runClaimHost(services, hostClaim, print);
      if (hostClaim) return runReleaseHost(services, hostClaim, print);
      if (createOperator) {
        return runCreateOperator(services, { ...createOperator, operatorHost: config.OPERATOR_HOST }, print);
      }
      const summary = await services.provisioningService.seedDemoData();
      await services.newsService.seedDemoAnnouncements();
      await services.demoRewards.seedDemoRewards();
      await services.demoChallenges.seedDemoChallenges();
      await services.clinicLibrary.seedClinicLibrary();
      console.log(
        `Demo data ready (${handle.description}): ${summary.tenantsCreated} tenants and ${summary.accountsCreated} accounts created.`,
      );
    });
  } finally {
    await handle.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (!isCommand(command) || (rest.length > 0 && !COMMANDS_WITH_OPTIONS.includes(command))) {
  console.error(command ? `Unknown command: ${[command, ...rest].join(' ')}\n` : 'No command given.\n');
  console.error(USAGE);
  process.exit(1);
}

run(command, rest).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) console.error(error.message);
    else if (describeCommandError(error)) console.error(describeCommandError(error));
    else console.error(`The ${command} command failed:`, error);
    process.exit(1);
  },
);
