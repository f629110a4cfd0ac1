/**
 * The operator's commands that act on a tenant (`invite`, `set-document`):
 * argument parsing and the work itself, kept apart from `cli.ts` (which opens
 * the database and exits) so tests run them against a test app's services.
 */
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PREFERRED_LANGUAGES } from '@portal/contracts/profile';
import type { TPreferredLanguage } from '@portal/contracts/profile';
import type { TRole } from '@portal/contracts/accounts';
import { ROLES } from '@portal/contracts/accounts';
import { ZEmail } from '@portal/contracts/auth';
import { BRAND_KEYS, isBrandKey } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';
import { DOCUMENT_KINDS } from '@portal/contracts/documents';
import type { TDocumentKind } from '@portal/contracts/documents';
import type { Services } from './services';
import { AppError } from './lib/errors';
import { DOCUMENT_MAX_CHARACTERS } from './modules/documents/documents-service';
import { OPERATORS_COMPANY_NAME } from './modules/provisioning/provisioning-service';
import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';

/** A mistake in the command line: printed with the usage, exit code 1. */
export class UsageError extends Error {}

export type CommandServices = Pick<Services, 'tenants' | 'invitationsService' | 'documentsService' | 'mailer'>;

/** What a command prints; the CLI passes console.log. */
export type Print = (line: string) => void;

function parseOptions(args: readonly string[], options: Record<string, { type: 'string' }>) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | undefined
    >;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function requireOption(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required.`);
  return value;
}

function parseTenant(value: string): BrandKey {
  const key = value.toLowerCase();
  if (!isBrandKey(key)) throw new UsageError(`Unknown tenant "${value}".`);
  return key;
}

export interface InviteOptions {
  tenant: BrandKey;
  company: string;
  email: string;
  firstName?: string;
  lastName?: string;
  role: TRole;
  /** The invited member's language (their emails, and the portal once they sign in). */
  preferredLanguage?: TPreferredLanguage;
}

export function parseInviteOptions(args: readonly string[]): InviteOptions {
  const values = parseOptions(args, {
    tenant: { type: 'string' },
    company: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    role: { type: 'string' },
    language: { type: 'string' },
  });
  const email = requireOption(values, 'email').toLowerCase();
  if (!ZEmail.safeParse(email).success) throw new UsageError(`"${email}" is not an email address.`);
  const role = values.role ?? 'member';
  if (!(ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}.`);
  const language = values.language;
  if (language !== undefined && !(PREFERRED_LANGUAGES as readonly string[]).includes(language)) {
    throw new UsageError(`--language must be one of ${PREFERRED_LANGUAGES.join(', ')}.`);
  }
  return {
    tenant: parseTenant(requireOption(values, 'tenant')),
    company: requireOption(values, 'company'),
    email,
    firstName: values['first-name']?.trim() || undefined,
    lastName: values['last-name']?.trim() || undefined,
    role: role as TRole,
    preferredLanguage: language as TPreferredLanguage | undefined,
  };
}

/** Invites a member from the command line; the email goes out as from the admin UI, without an inviter. */
export async function runInvite(services: CommandServices, options: InviteOptions, print: Print): Promise<void> {
  const tenant = await services.tenants.getTenant(options.tenant);
  const invitation = await services.invitationsService.inviteMember({
    tenant,
    company: { name: options.company },
    email: options.email,
    firstName: options.firstName,
    lastName: options.lastName,
    role: options.role,
    preferredLanguage: options.preferredLanguage,
    inviter: null,
    context: { clientAddress: null, userAgent: 'command line' },
  });
  print(
    `Invited ${invitation.email} as ${options.role} to ${options.company} on ${tenant.brand.title}; the invitation expires ${invitation.expires_at}.`,
  );
  if (services.mailer.mode === 'outbox') print('No SMTP_URL is set: the email is in the outbox folder of DATA_DIR.');
}

export interface CreateOperatorOptions {
  email: string;
}

/** `operator create <email>`: the one sub-command there is. */
export function parseOperatorOptions(args: readonly string[]): CreateOperatorOptions {
  const [action, address, ...rest] = args;
  if (action !== 'create' || address === undefined || rest.length > 0) {
    throw new UsageError('Use: operator create <email>.');
  }
  const email = address.trim().toLowerCase();
  if (!ZEmail.safeParse(email).success) throw new UsageError(`"${address}" is not an email address.`);
  return { email };
}

/**
 * Makes an operator: an invitation to the operators' own tenant as its admin. They choose a password from
 * the email and set up an authenticator app at their first sign-in on the console (two steps are required).
 */
export async function runCreateOperator(
  services: CommandServices,
  options: CreateOperatorOptions & { operatorHost: string | undefined },
  print: Print,
): Promise<void> {
  if (!options.operatorHost) throw new UsageError('Set OPERATOR_HOST first: the console answers there alone.');
  const tenant = await services.tenants.getTenant(OPERATORS_TENANT_KEY);
  const invitation = await services.invitationsService.inviteMember({
    tenant,
    company: { name: OPERATORS_COMPANY_NAME },
    email: options.email,
    role: 'admin',
    inviter: null,
    context: { clientAddress: null, userAgent: 'command line' },
  });
  print(
    `Invited ${invitation.email} as an operator of ${options.operatorHost}; the invitation expires ${invitation.expires_at}. ` +
      'They set up an authenticator app at their first sign-in.',
  );
  if (services.mailer.mode === 'outbox') print('No SMTP_URL is set: the email is in the outbox folder of DATA_DIR.');
}

export interface SetDocumentOptions {
  tenant: BrandKey;
  kind: TDocumentKind;
  file: string;
  title?: string;
}

export function parseSetDocumentOptions(args: readonly string[]): SetDocumentOptions {
  const values = parseOptions(args, {
    tenant: { type: 'string' },
    kind: { type: 'string' },
    file: { type: 'string' },
    title: { type: 'string' },
  });
  const kind = requireOption(values, 'kind');
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${DOCUMENT_KINDS.join(', ')}.`);
  }
  return {
    tenant: parseTenant(requireOption(values, 'tenant')),
    kind: kind as TDocumentKind,
    file: requireOption(values, 'file'),
    title: values.title?.trim() || undefined,
  };
}

export async function runSetDocument(
  services: CommandServices,
  options: SetDocumentOptions,
  print: Print,
): Promise<void> {
  let markdown: string;
  try {
    // Checked before reading, so a wrong path to a huge file fails fast.
    if ((await stat(options.file)).size > DOCUMENT_MAX_CHARACTERS * 4) {
      throw new UsageError(`${options.file} is too large for a document.`);
    }
    markdown = await readFile(options.file, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${options.file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}.`);
  }
  const tenant = await services.tenants.getTenant(options.tenant);
  const saved = await services.documentsService.setDocument({
    tenant,
    kind: options.kind,
    markdown,
    title: options.title,
  });
  print(`Saved the ${options.kind} of ${tenant.brand.title}: "${saved.title}", ${saved.characters} characters.`);
}

export interface RotateSigningKeyOptions {
  /** One tenant; absent: every tenant. */
  tenant?: BrandKey;
}

export function parseRotateSigningKeyOptions(args: readonly string[]): RotateSigningKeyOptions {
  const values = parseOptions(args, { tenant: { type: 'string' } });
  const tenant = values.tenant?.trim();
  return tenant ? { tenant: parseTenant(tenant) } : {};
}

/**
 * Replaces the partner-handoff signing key of one tenant or of all: new handoffs are signed with the new
 * key at once, and the old one stays in `/.well-known/jwks.json` until the handoffs it signed have expired.
 */
export async function runRotateSigningKey(
  services: Pick<Services, 'tenants' | 'partnerSignOnService'>,
  options: RotateSigningKeyOptions,
  print: Print,
): Promise<void> {
  const keys = options.tenant ? [options.tenant] : BRAND_KEYS;
  for (const key of keys) {
    const tenant = await services.tenants.getTenant(key);
    const { kid, retiredKid } = await services.partnerSignOnService.rotateSigningKey(tenant);
    print(
      retiredKid
        ? `${tenant.brand.title}: now signing with key ${kid}; key ${retiredKid} stays published until its handoffs have expired.`
        : `${tenant.brand.title}: now signing with key ${kid} (its first).`,
    );
  }
}

export interface SendQuestionnaireRemindersOptions {
  /** One tenant; absent: every tenant. */
  tenant?: BrandKey;
}

export function parseSendQuestionnaireRemindersOptions(args: readonly string[]): SendQuestionnaireRemindersOptions {
  return parseRotateSigningKeyOptions(args);
}

/**
 * Sends the yearly questionnaire reminders that are due (the server also does it on its own timer,
 * PUSH_REMINDER_INTERVAL_HOURS): a member hears once per year since their last result, however often it runs.
 */
export async function runSendQuestionnaireReminders(
  services: Pick<Services, 'pushService'>,
  options: SendQuestionnaireRemindersOptions,
  print: Print,
): Promise<void> {
  const summary = await services.pushService.sendQuestionnaireReminders(
    options.tenant ? { tenantKeys: [options.tenant] } : {},
  );
  print(
    `Questionnaire reminders: ${summary.members} member(s) due, ${summary.delivered} of ${summary.notifications} ` +
      `notification(s) delivered, ${summary.invalidTokens} device(s) removed (invalid token), ${summary.failed} failed.`,
  );
}

/** A refusal from the services, as one line for the operator. */
export function describeCommandError(error: unknown): string | undefined {
  if (error instanceof UsageError || error instanceof AppError) return error.message;
  return undefined;
}

export interface HostClaimOptions {
  tenant: BrandKey;
  host: string;
}

/** `claim-host` and `release-host`: `--tenant <brand> --host <name>`. */
export function parseHostClaimOptions(args: readonly string[]): HostClaimOptions {
  const values = parseOptions(args, { tenant: { type: 'string' }, host: { type: 'string' } });
  return { tenant: parseTenant(requireOption(values, 'tenant')), host: requireOption(values, 'host') };
}

/**
 * Gives a tenant its own domain (`wellness.acme.example`): requests to it are the tenant's on every
 * instance within seconds, and the TLS front may obtain its certificate (`/api/operators/tls-ask`).
 */
export async function runClaimHost(
  services: Pick<Services, 'tenants' | 'hostClaims'>,
  options: HostClaimOptions,
  print: Print,
): Promise<void> {
  const tenant = await services.tenants.getTenant(options.tenant);
  const host = await services.hostClaims.claim({ tenant, host: options.host });
  print(`${host} is the ${tenant.key} programme's. Point its DNS at the deployment (docs/operations.md).`);
}

/** Takes a domain from a tenant: it answers as the default brand again, and no new certificate is given. */
export async function runReleaseHost(
  services: Pick<Services, 'tenants' | 'hostClaims'>,
  options: HostClaimOptions,
  print: Print,
): Promise<void> {
  const tenant = await services.tenants.getTenant(options.tenant);
  const host = await services.hostClaims.release({ tenant, host: options.host });
  print(`${host} is no longer the ${tenant.key} programme's.`);
}
