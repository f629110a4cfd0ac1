import type { TBrandTheme } from '@portal/contracts/brand-theme';
import { brandThemeContrastProblems, contrastProblemMessage, deriveBrandTheme } from '@portal/contracts/brand-theme';
import { isBrandKey } from '@portal/contracts/brands';
import { ERROR_CODES } from '@portal/contracts/errors';
import type {
  TBrandArtworkKind,
  TBrandArtworkUpload,
  TOperatorProgramme,
  TOperatorProgrammeSummary,
  ZCreateProgrammeRequest,
  ZUpdateProgrammeRequest,
} from '@portal/contracts/operator-console';
import {
  OPERATOR_CONSOLE_MESSAGES,
  OPERATORS_TENANT_KEY,
  PROGRAMME_DELETION_GRACE_DAYS,
} from '@portal/contracts/operator-console';
import type * as z from 'zod/mini';
import type { Caller } from '../../lib/caller';
import type { ClientContext } from '../../lib/client-context';
import { AppError, validationFailed } from '../../lib/errors';
import type { InvitationsService } from '../identity/invitations/invitations-service';
import type { StepUp } from '../identity/sessions/step-up';
import type { HostClaims } from '../tenants/host-claims';
import type { RecordChanges, ResolvedTenant, TenantsService } from '../tenants/tenants-service';
import type { OperatorAct, OperatorConsoleRepository, ProgrammeHealth } from './operator-console-repository';

type CreateProgramme = z.output<typeof ZCreateProgrammeRequest>;
type UpdateProgramme = z.output<typeof ZUpdateProgrammeRequest>;

/** An uploaded image, checked and re-encoded (modules/tenants/brand-assets.ts). */
export type PrepareArtwork = (
  kind: TBrandArtworkKind,
  upload: { contentType: string; bytes: Buffer },
) => Promise<{ fileName: string; contentType: string; body: Buffer }>;

export interface OperatorConsoleService {
  listProgrammes(caller: Caller): Promise<TOperatorProgrammeSummary[]>;
  getProgramme(caller: Caller, key: string): Promise<TOperatorProgramme>;
  createProgramme(caller: Caller, input: CreateProgramme, context: ClientContext): Promise<TOperatorProgramme>;
  updateProgramme(
    caller: Caller,
    key: string,
    input: UpdateProgramme,
    context: ClientContext,
  ): Promise<TOperatorProgramme>;
  replaceArtwork(
    caller: Caller,
    key: string,
    kind: TBrandArtworkKind,
    upload: TBrandArtworkUpload,
    context: ClientContext,
  ): Promise<TOperatorProgramme>;
  replaceHosts(
    caller: Caller,
    key: string,
    hosts: readonly string[],
    context: ClientContext,
  ): Promise<TOperatorProgramme>;
  setSuspended(caller: Caller, key: string, suspended: boolean, context: ClientContext): Promise<TOperatorProgramme>;
  setDeletionScheduled(
    caller: Caller,
    key: string,
    scheduled: boolean,
    context: ClientContext,
  ): Promise<TOperatorProgramme>;
  baseTheme(): TBrandTheme;
}

const DAY_MS = 24 * 60 * 60_000;

function notFound(): AppError {
  return new AppError(ERROR_CODES.notFound, OPERATOR_CONSOLE_MESSAGES.notFound);
}

function decodeArtwork(upload: TBrandArtworkUpload, field: string): Buffer {
  const bytes = Buffer.from(upload.base64, 'base64');
  if (bytes.length === 0) throw validationFailed(OPERATOR_CONSOLE_MESSAGES.artwork, field);
  return bytes;
}

/** The theme a programme's two colours give, refused (naming the ratio) when its text would not read. */
function themeOf(colours: { primary: string; primaryForeground: string }, base: TBrandTheme): TBrandTheme {
  const theme = deriveBrandTheme(colours, base);
  const [problem] = brandThemeContrastProblems(theme);
  if (problem) {
    const field = problem.text === 'primaryForeground' ? 'primaryForeground' : 'primary';
    throw validationFailed(contrastProblemMessage(problem), field);
  }
  return theme;
}

export function createOperatorConsoleService(deps: {
  repository: OperatorConsoleRepository;
  tenants: Pick<TenantsService, 'listProgrammes' | 'getTenant' | 'findTenant' | 'refresh' | 'updateRecord'>;
  hostClaims: Pick<HostClaims, 'claimable' | 'refresh'>;
  stepUp: Pick<StepUp, 'requireRecent'>;
  invitations: Pick<InvitationsService, 'inviteMember'>;
  /** Writes the privacy policy and thank-you page of a programme that has none. */
  ensureDefaultDocuments: () => Promise<number>;
  prepareArtwork: PrepareArtwork;
  /** The theme a new programme's colours are set into: the default brand's. */
  baseTheme: TBrandTheme;
  /** Tells every instance of the new programme and its hosts. */
  announceChanges: () => void;
  getPublicUrl: (tenantKey: string) => string;
  makeIngestionWriteKey: () => string;
  now?: () => number;
}): OperatorConsoleService {
  const now = deps.now ?? Date.now;

  function actOf(caller: Caller, context: ClientContext): OperatorAct {
    return { operatorsTenantId: caller.tenant.id, operatorAccountId: caller.account.id, context };
  }

  async function findProgramme(key: string): Promise<ResolvedTenant> {
    if (key === OPERATORS_TENANT_KEY) throw notFound();
    try {
      return await deps.tenants.getTenant(key);
    } catch (error) {
      if (error instanceof AppError) throw notFound();
      throw error;
    }
  }

  function summaryOf(tenant: ResolvedTenant, health: ProgrammeHealth | undefined): TOperatorProgrammeSummary {
    return {
      key: tenant.key,
      name: tenant.name,
      status: tenant.status,
      deletionDueAt: tenant.deletionDueAt?.toISOString() ?? null,
      address: deps.getPublicUrl(tenant.key),
      members: health?.members ?? 0,
      activeThisMonth: health?.activeThisMonth ?? 0,
      senderConfigured: tenant.brand.sender.name !== null || tenant.brand.sender.address !== null,
      lastSignInAt: health?.lastSignInAt?.toISOString() ?? null,
      builtIn: isBrandKey(tenant.key),
    };
  }

  async function detailOf(tenant: ResolvedTenant): Promise<TOperatorProgramme> {
    const [health, hosts] = await Promise.all([deps.repository.listHealth(), deps.repository.listHosts()]);
    const claimed = hosts.get(tenant.id) ?? [];
    return {
      ...summaryOf(tenant, health.get(tenant.id)),
      hosts: claimed,
      theme: tenant.brand.theme,
      logoUrl: tenant.brand.logo,
      faviconUrl: tenant.brand.favicon,
      programmes: [...tenant.programmes],
      languages: [...tenant.brand.languages],
      supportEmail: tenant.brand.supportEmail ?? null,
      senderName: tenant.brand.sender.name,
    };
  }

  /** The hosts as claims hold them, each once; one another programme has is refused, naming it. */
  async function checkHosts(tenantKey: string, requested: readonly string[]): Promise<string[]> {
    const hosts: string[] = [];
    for (const [index, host] of requested.entries()) {
      const field = `hosts.${index}`;
      const checked = await deps.hostClaims.claimable({ tenantKey, host, field });
      if (hosts.includes(checked.host)) throw validationFailed(OPERATOR_CONSOLE_MESSAGES.hostTwice, field);
      hosts.push(checked.host);
    }
    return hosts;
  }

  async function change(
    caller: Caller,
    key: string,
    context: ClientContext,
    event: Parameters<OperatorConsoleRepository['recordAct']>[1],
    changesOf: (tenant: ResolvedTenant) => Promise<RecordChanges> | RecordChanges,
  ): Promise<TOperatorProgramme> {
    await deps.stepUp.requireRecent(caller);
    const tenant = await findProgramme(key);
    const changes = await changesOf(tenant);
    // Nothing asked for: nothing written, nothing to audit.
    if (Object.keys(changes).length === 0) return detailOf(tenant);
    const changed = await deps.tenants.updateRecord(tenant.key, changes);
    await deps.repository.recordAct(actOf(caller, context), event, tenant.key);
    return detailOf(changed);
  }

  return {
    async listProgrammes() {
      const health = await deps.repository.listHealth();
      return deps.tenants
        .listProgrammes()
        .map((tenant) => summaryOf(tenant, health.get(tenant.id)))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async getProgramme(_caller, key) {
      return detailOf(await findProgramme(key));
    },

    async createProgramme(caller, input, context) {
      await deps.stepUp.requireRecent(caller);
      if (input.key === OPERATORS_TENANT_KEY || deps.tenants.findTenant(input.key)) {
        throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.keyTaken, 'key');
      }
      const hosts = await checkHosts(input.key, input.hosts);
      const theme = themeOf(input, deps.baseTheme);
      const logo = input.logo
        ? await deps.prepareArtwork('logo', {
            contentType: input.logo.contentType,
            bytes: decodeArtwork(input.logo, 'logo'),
          })
        : undefined;
      const created = await deps.repository.createProgramme(
        {
          key: input.key,
          name: input.name,
          ingestionWriteKey: deps.makeIngestionWriteKey(),
          hosts,
          theme,
          programmes: input.programmes,
          languages: input.languages,
          supportEmail: input.supportEmail,
          senderName: input.senderName ?? null,
          logo,
        },
        actOf(caller, context),
      );
      if (created.kind === 'key-taken') {
        throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.keyTaken, 'key');
      }
      if (created.kind === 'host-taken') {
        // Claimed by another programme between the check and the write: nothing of this one was kept.
        throw new AppError(
          ERROR_CODES.conflict,
          OPERATOR_CONSOLE_MESSAGES.hostTakenMeanwhile,
          `hosts.${hosts.indexOf(created.host)}`,
        );
      }
      deps.announceChanges();
      await Promise.all([deps.tenants.refresh(), deps.hostClaims.refresh()]);
      await deps.ensureDefaultDocuments();
      const programme = await deps.tenants.getTenant(input.key);
      await deps.invitations.inviteMember({
        tenant: programme,
        company: { id: created.companyId },
        email: input.adminEmail,
        role: 'admin',
        inviter: null,
        context,
      });
      return detailOf(programme);
    },

    updateProgramme(caller, key, input, context) {
      return change(caller, key, context, 'programme_updated', (tenant) => {
        const changes: RecordChanges = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.primary !== undefined || input.primaryForeground !== undefined) {
          const colours = {
            primary: input.primary ?? tenant.brand.theme.primary,
            primaryForeground: input.primaryForeground ?? tenant.brand.theme.primaryForeground,
          };
          changes.theme = themeOf(colours, tenant.brand.theme);
        }
        if (input.programmes !== undefined) changes.programmes = [...input.programmes];
        if (input.languages !== undefined) changes.languages = [...input.languages];
        if (input.supportEmail !== undefined) changes.supportEmail = input.supportEmail;
        if (input.senderName !== undefined) changes.senderName = input.senderName;
        return changes;
      });
    },

    replaceArtwork(caller, key, kind, upload, context) {
      return change(caller, key, context, 'programme_updated', async (tenant) => {
        const asset = await deps.prepareArtwork(kind, {
          contentType: upload.contentType,
          bytes: decodeArtwork(upload, kind),
        });
        await deps.repository.saveArtwork(tenant.id, asset);
        return kind === 'logo' ? { logoFile: asset.fileName } : { faviconFile: asset.fileName };
      });
    },

    async replaceHosts(caller, key, requested, context) {
      await deps.stepUp.requireRecent(caller);
      const tenant = await findProgramme(key);
      const hosts = await checkHosts(tenant.key, requested);
      const rules = tenant.brand.hosts;
      const hasRules = (rules.exact?.length ?? 0) + (rules.contains?.length ?? 0) > 0;
      if (hosts.length === 0 && !hasRules) throw validationFailed(OPERATOR_CONSOLE_MESSAGES.hosts, 'hosts');
      const replaced = await deps.repository.replaceHosts(tenant.id, tenant.key, hosts, actOf(caller, context));
      if (replaced.kind === 'host-taken') {
        throw new AppError(
          ERROR_CODES.conflict,
          OPERATOR_CONSOLE_MESSAGES.hostTakenMeanwhile,
          `hosts.${hosts.indexOf(replaced.host)}`,
        );
      }
      deps.announceChanges();
      await deps.hostClaims.refresh();
      return detailOf(tenant);
    },

    setSuspended(caller, key, suspended, context) {
      return change(caller, key, context, suspended ? 'programme_suspended' : 'programme_resumed', (tenant) => {
        if (suspended && tenant.status === 'suspended') {
          throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.suspended);
        }
        if (!suspended && tenant.status !== 'suspended') {
          throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.notSuspended);
        }
        // A programme due for deletion stays suspended until its deletion is cancelled.
        if (!suspended && tenant.deletionDueAt) {
          throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.deletionScheduled);
        }
        return { status: suspended ? 'suspended' : 'active' };
      });
    },

    setDeletionScheduled(caller, key, scheduled, context) {
      const event = scheduled ? 'programme_deletion_scheduled' : 'programme_deletion_cancelled';
      return change(caller, key, context, event, (tenant) => {
        if (isBrandKey(tenant.key)) throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.builtIn);
        if (scheduled && tenant.deletionDueAt) {
          throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.deletionScheduled);
        }
        if (!scheduled && !tenant.deletionDueAt) {
          throw new AppError(ERROR_CODES.conflict, OPERATOR_CONSOLE_MESSAGES.deletionNotScheduled);
        }
        // Nobody uses a programme that is going: it is suspended for its grace, and stays so if cancelled.
        return scheduled
          ? { status: 'suspended', deletionDueAt: new Date(now() + PROGRAMME_DELETION_GRACE_DAYS * DAY_MS) }
          : { deletionDueAt: null };
      });
    },

    baseTheme: () => deps.baseTheme,
  };
}
